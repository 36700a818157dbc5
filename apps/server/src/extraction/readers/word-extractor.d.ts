// word-extractor ships without types; this is the part of its API the DOC reader uses.
declare module "word-extractor" {
  type WordDocument = { getBody(options?: { filterUnicode?: boolean }): string };
  export default class WordExtractor {
    extract(input: string | Buffer): Promise<WordDocument>;
  }
}
