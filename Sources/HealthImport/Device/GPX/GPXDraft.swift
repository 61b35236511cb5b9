/// One GPX `<trk>` while it is read.
struct GPXDraft {
  var name: String?
  var type: String?
  var points: [TrackPoint] = []
}
