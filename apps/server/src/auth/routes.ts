import { loginSchema, messageResponseSchema, registerSchema, userSchema } from "@plexwise/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../config";
import { toUserDto } from "./dto";
import * as auth from "./service";
import { clearSessionCookie, setSessionCookie } from "./session-cookie";
import { PUBLIC_BODY_LIMIT, requireSession } from "./session-loader";

export const authRoutes =
  (deps: auth.AuthDeps & { config: Config }): FastifyPluginAsyncZod =>
  async (app) => {
    const secure = deps.config.secureCookies;
    const publicRoute = { bodyLimit: PUBLIC_BODY_LIMIT, config: { public: true } };

    app.get("/api/user", { schema: { response: { 200: userSchema } } }, async (request) =>
      toUserDto(requireSession(request).user),
    );

    app.post(
      "/api/register",
      { ...publicRoute, schema: { body: registerSchema, response: { 201: userSchema } } },
      async (request, reply) => {
        const signedIn = await auth.register(
          { ...deps, registrationLimits: deps.config.registrationLimits },
          request.body,
          request.ip,
          request.session?.tokenHash,
        );
        setSessionCookie(reply, secure, signedIn.token, signedIn.expiresAt);
        return reply.code(201).send(toUserDto(signedIn.user));
      },
    );

    app.post(
      "/api/login",
      { ...publicRoute, schema: { body: loginSchema, response: { 200: userSchema } } },
      async (request, reply) => {
        const signedIn = await auth.login(deps, request.body, request.ip, request.session?.tokenHash);
        setSessionCookie(reply, secure, signedIn.token, signedIn.expiresAt);
        return toUserDto(signedIn.user);
      },
    );

    app.post(
      "/api/logout",
      { ...publicRoute, schema: { response: { 200: messageResponseSchema } } },
      async (request, reply) => {
        if (request.session) await auth.logout(deps, request.session.tokenHash);
        clearSessionCookie(reply, secure);
        return { message: "Signed out." };
      },
    );
  };
