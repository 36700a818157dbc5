import fastifyCookie from "@fastify/cookie";
import { MAX_DOCUMENT_BYTES } from "@plexwise/core";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { authRoutes } from "./auth/routes";
import { registerSessionLoader } from "./auth/session-loader";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { healthRoutes, type Readiness } from "./health/routes";
import { createAfterResponse } from "./lib/after-response";
import { genReqId, loggerOptions } from "./lib/logger-options";
import { createMailer, type Mailer } from "./mail/mailer";
import { passwordResetRoutes } from "./password-reset/routes";
import { registerDraining } from "./plugins/draining";
import { registerErrorHandler } from "./plugins/error-handler";
import { registerOpenApi } from "./plugins/openapi";
import { analysisRoutes } from "./analysis/routes";
import { reportRoutes } from "./reports/routes";
import { createRenderPool } from "./reports/render-pool";
import { extractionRoutes } from "./extraction/routes";
import { createLlmClient } from "./llm/create-llm-client";
import { demoRoutes } from "./demo/routes";
import { imageRoutes, localUploadRoutes } from "./images/routes";
import { removeStoredImagesOf } from "./images/service";
import { startSweepers, sweepAbandonedUploads } from "./images/sweep-uploads";
import { sweepAbandonedJobFiles } from "./extraction/jobs/sweep-job-files";
import { createStorage } from "./images/storage/create-storage";
import { LOCAL_UPLOAD_PATH } from "./images/storage/local-storage";
import { ExtractionPool } from "./extraction/worker-pool";
import { createExtractionJobs, EXTRACTION_JOBS_PER_PROCESS } from "./extraction/jobs/extraction-jobs";
import { extractionJobRoutes } from "./extraction/jobs/routes";
import { propertyVersionsOf } from "./properties/property-versions";
import { propertyRoutes } from "./properties/routes";
import { documentRoutes } from "./documents/routes";
import { attachKeptFiles, sweepKeptFiles } from "./documents/kept-uploads";
import { removeStoredDocumentsOf } from "./documents/service";
import { exportRoutes } from "./exports/routes";
import { registerSameOriginGuard } from "./plugins/same-origin";
import { registerResponseCompression } from "./plugins/response-compression";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { registerJsonBody } from "./plugins/json-body";
import { registerTextGuard } from "./plugins/text-guard";
import { registerWebApp } from "./plugins/web-app";
import { sharedRoutes, shareLinkRoutes } from "./sharing/routes";
import { createRateLimiter } from "./rate-limit/rate-limiter";

export type AppDeps = {
  config: Config;
  database: Database;
  mailer?: Mailer;
  now?: () => Date;
  logger?: FastifyServerOptions["logger"];
};

/** Builds the whole HTTP app: plugins, then shared capabilities, then routes. main.ts only starts it. */
export async function buildApp({ config, database, mailer: givenMailer, now = () => new Date(), logger }: AppDeps) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    genReqId,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Draining answers 503 with Retry-After itself (plugins/draining.ts); Fastify's own 503 carries none.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.removeContentTypeParser("text/plain");
  registerJsonBody(app);

  const readiness: Readiness = { shuttingDown: false, ping: database.ping };
  const mailer =
    givenMailer ??
    createMailer(
      {
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        printUnsent: config.env === "development" ? (text) => process.stdout.write(text) : undefined,
      },
      app.log,
    );
  const { db } = database;
  const limiter = createRateLimiter(db, now);
  const afterResponse = createAfterResponse(app.log);
  app.addHook("onClose", async () => afterResponse.drain());

  registerErrorHandler(app);
  const draining = registerDraining(app, readiness);
  registerSecurityHeaders(app, { https: config.secureCookies });
  await registerResponseCompression(app);
  registerSameOriginGuard(app, config.appUrl, { rawBodyPaths: [LOCAL_UPLOAD_PATH] });
  await app.register(fastifyCookie);
  await registerOpenApi(app);
  registerSessionLoader(app, { db, now, secureCookies: config.secureCookies });
  registerTextGuard(app);

  await app.register(healthRoutes(readiness));
  await app.register(authRoutes({ db, limiter, now, config }));
  await app.register(
    passwordResetRoutes({
      db,
      limiter,
      mailer,
      now,
      appUrl: config.appUrl,
      resetLinkInResponse: config.resetLinkInResponse,
      onMailError: (error) => app.log.error({ err: error }, "could not send password reset mail"),
      runLater: afterResponse.run,
    }),
  );

  const storage = createStorage(config);
  const imageDeps = { db, now, storage, storageQuotaBytes: config.storageQuotaBytesPerUser };
  await app.register(
    propertyRoutes({
      db,
      now,
      versionOf: await propertyVersionsOf(database),
      beforeDelete: async (ownerId, id) => {
        await removeStoredImagesOf(imageDeps, ownerId, id);
        await removeStoredDocumentsOf(imageDeps, ownerId, id);
      },
      afterCreate: async (ownerId, id, traceId) => {
        if (traceId) await attachKeptFiles({ ...imageDeps, log: app.log }, ownerId, id, traceId);
      },
    }),
  );
  await app.register(documentRoutes(imageDeps));
  await app.register(exportRoutes({ db, now, limiter }));
  await app.register(imageRoutes(imageDeps));
  await app.register(demoRoutes(imageDeps));
  const sharingDeps = { db, now, storage, appUrl: config.appUrl };
  await app.register(shareLinkRoutes(sharingDeps));
  await app.register(sharedRoutes({ ...sharingDeps, limiter }));
  if (storage.kind === "local")
    await app.register(localUploadRoutes({ db, storage, now, storageQuotaBytes: config.storageQuotaBytesPerUser }));
  const stopSweeper = startSweepers(
    {
      "abandoned uploads": () => sweepAbandonedUploads({ storage, now }),
      "abandoned extraction files": () => sweepAbandonedJobFiles({ db, storage, now }),
      "unclaimed extraction documents": () => sweepKeptFiles({ storage, now }),
    },
    app.log,
  );
  app.addHook("onClose", async () => stopSweeper());
  // Documents are parsed and OCR'd in worker threads, started on first use and stopped with the app.
  const extractionPool = new ExtractionPool();
  const llm = createLlmClient({ config: config.ai, db, now, limiter, log: app.log });
  await app.register(extractionRoutes({ limiter, pool: extractionPool, llm }));
  const extractionJobs = createExtractionJobs({
    database,
    runner: { db, storage, pool: extractionPool, llm, limiter, now, log: app.log },
    inProcess: config.extractionInProcess,
    concurrency: EXTRACTION_JOBS_PER_PROCESS,
  });
  await app.register(
    extractionJobRoutes({ db, storage, queue: extractionJobs.queue, limiter, now, maxFileBytes: MAX_DOCUMENT_BYTES }),
  );
  await app.register(
    analysisRoutes({
      db,
      now,
      llm,
      limiter,
      neighborhoodSources: config.neighborhoodSources,
      rentSources: config.rentSources,
    }),
  );
  // PDF reports are laid out in worker threads, started on first use and stopped with the app.
  const reportRenderer = createRenderPool();
  app.addHook("onClose", async () => reportRenderer.close());
  await app.register(
    reportRoutes({
      db,
      now,
      llm,
      limiter,
      storage,
      renderer: reportRenderer,
      neighborhoodSources: config.neighborhoodSources,
      rentSources: config.rentSources,
    }),
  );
  app.addHook("onClose", async () => {
    await extractionJobs.stop();
    await extractionPool.close();
  });

  await registerWebApp(app, config.webDistDir);
  app.addHook("onClose", async () => mailer.close());

  return { app, readiness, draining, extractionJobs, extractionPool };
}
