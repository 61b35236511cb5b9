// The baseline of the `today --cached` budget: a Foundation "hello world", built the same way as
// veloready (swift build -c release), so that both pay the same process and library start-up.
import Foundation

FileHandle.standardOutput.write(Data("hello, world\n".utf8))
