public enum LegibleCommand { public static func main() async {} }
