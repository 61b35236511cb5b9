import VeloKit
import VeloReadyCLI

HeapPadding.apply()
let streams = StandardStreams()
streams.exit(VeloReadyCommand.run(.current(), console: streams))
