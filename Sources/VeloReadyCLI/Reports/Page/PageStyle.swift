/// The style sheet of the report: the chart colours, light and dark, a column that fits a phone
/// and a desktop (below 560 pixels a chart scrolls inside its figure rather than shrink its
/// labels out of reach), and A4 when printed (docs/formats.md §14). No web font: the system's sans serif.
enum PageStyle {
  static let sheet =
    "\n" + ChartPalette.variables(":root")
      + """
      html{background:var(--bg);color:var(--fg)}
      body{margin:0;font:15px/1.45 system-ui,-apple-system,'Segoe UI',sans-serif}
      main{max-width:960px;margin:0 auto;padding:16px}
      h1{font-size:24px;margin:0 0 8px}
      h2{font-size:18px;margin:28px 0 8px}
      .facts{display:flex;flex-wrap:wrap;gap:4px 24px;margin:0}
      .facts div{min-width:0}
      .facts dt{color:var(--muted);font-size:13px}
      .facts dd{margin:0;overflow-wrap:anywhere}
      figure{margin:0 0 12px;overflow-x:auto}
      svg.chart{display:block;width:100%;min-width:560px;height:auto}
      .scroll{overflow-x:auto}
      table{border-collapse:collapse;width:100%}
      th,td{text-align:left;padding:4px 8px;border-bottom:1px solid var(--grid);vertical-align:top}
      td{font-variant-numeric:tabular-nums}
      thead th{color:var(--muted);font-weight:600}
      footer{margin-top:32px;color:var(--muted);font-size:13px}
      @page{size:A4;margin:12mm}
      @media print{main{max-width:none;padding:0}section,figure{break-inside:avoid}
      svg.chart{min-width:0}}

      """ + ChartPalette.chartRules + ChartPalette.colourRules
}
