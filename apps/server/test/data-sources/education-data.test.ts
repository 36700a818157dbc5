import { describe, expect, it } from "vitest";
import { fetchSchoolsData, percentileInState, schoolProficiency } from "../../src/data-sources/education-data";
import { stateByAbbr } from "../../src/data-sources/state-fips";
import {
  FAKE_DIRECTORY,
  testHttpContext,
  useFakeNeighborhoodApis,
  type FakeNeighborhoodApisOptions,
} from "../helpers/fake-data-apis";

const fake = useFakeNeighborhoodApis();

async function schoolsFrom(education: FakeNeighborhoodApisOptions["education"]) {
  await fake.start({ education });
  return fetchSchoolsData(
    { baseUrl: fake.env.EDUCATION_DATA_URL!, year: 2018 },
    { zip: "60614", state: stateByAbbr("IL")! },
    testHttpContext(),
  );
}

describe("Education Data Portal: school proficiency as a within-state percentile", () => {
  it("ranks the ZIP's schools among the state's: A (90) is the 95th percentile, B (55) the 55th; mean 75", async () => {
    const { data, warnings } = await schoolsFrom({});
    expect(data).toEqual({ proficiencyPercentileInState: 75, schoolCount: 2, year: 2018 });
    expect(warnings).toEqual([]);
  });

  it("follows the `next` links page by page (11 assessment rows at 4 a page = 3 pages)", async () => {
    await schoolsFrom({ pageSize: 4 });
    const pages = fake.requests.filter((r) => r.path.includes("assessments")).map((r) => r.query.page ?? "1");
    expect(pages).toEqual(["1", "2", "3"]);
    expect(fake.requests.find((r) => r.path.includes("directory"))?.query).toEqual({
      fips: "17",
      zip_location: "60614",
    });
  });

  it("stops after 10 pages rather than rank on part of the state", async () => {
    await expect(schoolsFrom({ pageSize: 1 })).rejects.toThrow(
      "Education Data Portal assessments 2018 has more than 10 pages; stopped rather than rank on part of the state",
    );
  });

  it("schools whose figures are all suppressed give no percentile (and a note), not a 0", async () => {
    const { data, warnings } = await schoolsFrom({
      assessments: [
        {
          ncessch: "170993000001",
          fips: 17,
          race: 99,
          sex: 99,
          read_test_pct_prof_midpt: -3,
          math_test_pct_prof_midpt: -1,
        },
      ],
    });
    expect(data).toEqual({ proficiencyPercentileInState: null, schoolCount: 0, year: 2018 });
    expect(warnings).toEqual(["None of the 3 public schools in ZIP 60614 has published proficiency for 2018"]);
  });

  it("keeps only the ZIP's schools even if the directory filter were ignored", async () => {
    const { data } = await schoolsFrom({ directory: FAKE_DIRECTORY.map((row) => ({ ...row, zip_location: "60601" })) });
    expect(data.schoolCount).toBe(0);
  });

  it("schoolProficiency is the mean of the reading and maths midpoints present; percentiles count half the ties", () => {
    expect(schoolProficiency({ read_test_pct_prof_midpt: 85, math_test_pct_prof_midpt: 95 })).toBe(90);
    expect(schoolProficiency({ read_test_pct_prof_midpt: 55, math_test_pct_prof_midpt: -3 })).toBe(55);
    expect(schoolProficiency({ read_test_pct_prof_midpt: "42.5", math_test_pct_prof_midpt: null })).toBe(42.5);
    expect(schoolProficiency({ read_test_pct_prof_midpt: -1, math_test_pct_prof_midpt: -2 })).toBeNull();
    // 50 among [10, 50, 50, 90]: (1 below + 2 tied / 2) / 4 = 50%
    expect(percentileInState(50, [10, 50, 50, 90])).toBe(50);
    expect(percentileInState(90, [10, 50, 50, 90])).toBe(87.5);
  });
});
