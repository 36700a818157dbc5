/**
 * US states (with DC and Puerto Rico): the two-digit FIPS code the Census and Education Data APIs filter by,
 * and the full name the FBI Crime Data Explorer keys its state series with ("Illinois Offenses").
 * Codes from the Census Bureau's ANSI/FIPS state table.
 */
export type StateInfo = { abbr: string; fips: string; name: string };

const STATES: readonly (readonly [string, string, string])[] = [
  ["AL", "01", "Alabama"],
  ["AK", "02", "Alaska"],
  ["AZ", "04", "Arizona"],
  ["AR", "05", "Arkansas"],
  ["CA", "06", "California"],
  ["CO", "08", "Colorado"],
  ["CT", "09", "Connecticut"],
  ["DE", "10", "Delaware"],
  ["DC", "11", "District of Columbia"],
  ["FL", "12", "Florida"],
  ["GA", "13", "Georgia"],
  ["HI", "15", "Hawaii"],
  ["ID", "16", "Idaho"],
  ["IL", "17", "Illinois"],
  ["IN", "18", "Indiana"],
  ["IA", "19", "Iowa"],
  ["KS", "20", "Kansas"],
  ["KY", "21", "Kentucky"],
  ["LA", "22", "Louisiana"],
  ["ME", "23", "Maine"],
  ["MD", "24", "Maryland"],
  ["MA", "25", "Massachusetts"],
  ["MI", "26", "Michigan"],
  ["MN", "27", "Minnesota"],
  ["MS", "28", "Mississippi"],
  ["MO", "29", "Missouri"],
  ["MT", "30", "Montana"],
  ["NE", "31", "Nebraska"],
  ["NV", "32", "Nevada"],
  ["NH", "33", "New Hampshire"],
  ["NJ", "34", "New Jersey"],
  ["NM", "35", "New Mexico"],
  ["NY", "36", "New York"],
  ["NC", "37", "North Carolina"],
  ["ND", "38", "North Dakota"],
  ["OH", "39", "Ohio"],
  ["OK", "40", "Oklahoma"],
  ["OR", "41", "Oregon"],
  ["PA", "42", "Pennsylvania"],
  ["RI", "44", "Rhode Island"],
  ["SC", "45", "South Carolina"],
  ["SD", "46", "South Dakota"],
  ["TN", "47", "Tennessee"],
  ["TX", "48", "Texas"],
  ["UT", "49", "Utah"],
  ["VT", "50", "Vermont"],
  ["VA", "51", "Virginia"],
  ["WA", "53", "Washington"],
  ["WV", "54", "West Virginia"],
  ["WI", "55", "Wisconsin"],
  ["WY", "56", "Wyoming"],
  ["PR", "72", "Puerto Rico"],
];

const BY_ABBR = new Map(STATES.map(([abbr, fips, name]) => [abbr, { abbr, fips, name }]));

/** The state for a two-letter abbreviation (any case), or null when it is not one. */
export function stateByAbbr(abbr: string): StateInfo | null {
  return BY_ABBR.get(abbr.trim().toUpperCase()) ?? null;
}

const BY_NAME = new Map(STATES.map(([abbr, fips, name]) => [name.toLowerCase(), { abbr, fips, name }]));

/** The state for a full name in any case ("TEXAS", as the FBI's tables print it), or null. */
export function stateByName(name: string): StateInfo | null {
  return BY_NAME.get(name.trim().toLowerCase()) ?? null;
}
