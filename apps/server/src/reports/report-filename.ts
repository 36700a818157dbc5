/** An ASCII file name of words from `name`: "plexwise-report-120-elm-street.pdf". */
export function reportFilename(prefix: string, name: string): string {
  const slug = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${prefix}${slug ? `-${slug}` : ""}.pdf`;
}
