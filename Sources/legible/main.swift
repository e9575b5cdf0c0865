import LegibleCLI

await LegibleCommand.main()
