/** A file name's extension in lower case ("Rent Roll.XLSX" -> "xlsx"), or "" when it has none. */
export const extensionOf = (name: string): string => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? "";
