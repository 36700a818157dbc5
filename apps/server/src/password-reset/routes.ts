import {
  messageResponseSchema,
  passwordResetRequestResponseSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
} from "@plexwise/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PUBLIC_BODY_LIMIT } from "../auth/session-loader";
import * as reset from "./service";

export const passwordResetRoutes =
  (deps: reset.ResetDeps & { resetLinkInResponse: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    const publicRoute = { bodyLimit: PUBLIC_BODY_LIMIT, config: { public: true } };
    app.post(
      "/api/password-reset/request",
      {
        ...publicRoute,
        schema: { body: passwordResetRequestSchema, response: { 200: passwordResetRequestResponseSchema } },
      },
      async (request) => {
        const { resetLink } = await reset.requestReset(deps, request.body.email, request.ip, {
          linkInResponse: deps.resetLinkInResponse,
        });
        return {
          message: reset.RESET_REQUESTED_MESSAGE,
          ...(deps.resetLinkInResponse && resetLink ? { resetLink } : {}),
        };
      },
    );

    app.post(
      "/api/password-reset/reset",
      { ...publicRoute, schema: { body: passwordResetSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await reset.resetPassword(deps, request.body);
        return { message: "Your password has been reset. Sign in with your new password." };
      },
    );
  };
