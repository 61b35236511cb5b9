extension HelpText {
  static let tag = """
    Tags a day with something you did or felt: the morning after shows
    whether it mattered (veloready impacts). A name is your own words in
    lower case joined by hyphens, such as alcohol, travel, illness, late-meal,
    stress, soreness or caffeine-late; --value rates it from 1 to 5. A tag is
    about the day given (default: today), so tag the evening's drink on the day
    you had it.
    """

  static let impacts = """
    For each tag, the next morning's recovery and HRV after tagged days
    against the other days of the window: how many of each, the difference of
    the means with its 95% interval (Welch), and Cliff's delta, the chance
    that a tagged morning beats an untagged one minus the reverse. Fewer than 5
    tagged or 5 untagged mornings give no verdict: "not enough days". Rated
    tags are reported as Spearman's rank correlation of the rating with the
    morning, with its interval.
    """
}
