import VeloReadyCLI

let streams = StandardStreams()
streams.exit(VeloReadyCommand.run(.current(), console: streams))
