import LegibleCLI

LegibleCommand.main()
