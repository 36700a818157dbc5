import type { CompareRequest } from "@plexwise/core";
import { compareProperties } from "../analysis/compare";
import { listAnalyses, type AnalysisServiceDeps } from "../analysis/service";
import type { ObjectStorage } from "../images/storage/object-storage";
import { toProperty } from "../properties/dto";
import { getProperty } from "../properties/service";
import { openSharedProperty } from "../sharing/service";
import { heroPhotoOf } from "./hero-photo";
import type { RenderPool } from "./render-pool";
import { reportFilename } from "./report-filename";

/**
 * `renderer`: the threads that build the report's text from the deal model (core) and lay the PDF out; here the main
 * thread only reads the property, its analyses and its photo. Each report holds its place in the report queue from
 * the start (`admit`): a full queue is refused before the property is read, work whose answer would be 503 anyway.
 */
export type ReportDeps = AnalysisServiceDeps & { storage: ObjectStorage; renderer: RenderPool };
/** `pieces`: the PDF in pieces of about a megabyte, sent one after another (routes.ts). */
export type PdfFile = { filename: string; pieces: Buffer[] };

/** GET /api/properties/:id/report.pdf: the owner's property, its stored analyses and its hero photo, as a PDF. */
export const propertyReportPdf = (deps: ReportDeps, ownerId: string, id: string): Promise<PdfFile> =>
  deps.renderer.admit(async (layOut) => {
    const property = toProperty(await getProperty(deps, ownerId, id));
    const [analyses, hero] = await Promise.all([
      listAnalyses(deps, ownerId, id, property),
      heroPhotoOf(deps, ownerId, id),
    ]);
    return {
      filename: reportFilename("plexwise-report", property.address),
      pieces: await layOut.property({ property, analyses, generatedAt: deps.now() }, hero),
    };
  });

/**
 * GET /api/shared/:token/report.pdf: the report of a share link's property, as its owner's, read-only and without
 * sign-in. Notes and personal ratings are not in any report; the stored analyses are, as on the owner's.
 */
export const sharedReportPdf = (deps: ReportDeps, token: string): Promise<PdfFile> =>
  deps.renderer.admit(async (layOut) => {
    const { link, row } = await openSharedProperty(deps, token);
    const property = toProperty(row);
    const [analyses, hero] = await Promise.all([
      listAnalyses(deps, link.ownerId, link.propertyId, property),
      heroPhotoOf(deps, link.ownerId, link.propertyId),
    ]);
    return {
      filename: reportFilename("plexwise-report", property.address),
      pieces: await layOut.property({ property, analyses, generatedAt: deps.now() }, hero),
    };
  });

/** POST /api/compare/report.pdf: the comparison POST /api/compare answers, as a PDF. */
export const compareReportPdf = (deps: ReportDeps, ownerId: string, request: CompareRequest): Promise<PdfFile> =>
  deps.renderer.admit(async (layOut) => {
    const result = await compareProperties(deps, ownerId, request);
    const input = { result, assumptions: request.assumptions, generatedAt: deps.now() };
    return { filename: reportFilename("plexwise-comparison", ""), pieces: await layOut.compare(input) };
  });
