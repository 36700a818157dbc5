import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { cn } from "@/lib/cn";
import { LoginForm } from "@/features/auth/components/login-form";
import { RegisterForm } from "@/features/auth/components/register-form";
import { ResetLinkResult } from "@/features/auth/components/reset-link-result";
import { AuthPage } from "@/features/auth/pages/auth-page";
import { ForgotPasswordPage } from "@/features/auth/pages/forgot-password-page";
import { ResetPasswordPage } from "@/features/auth/pages/reset-password-page";
import { PageSpinner } from "@/components/ui/spinner";
import { ReadOnlySnapshot } from "@/features/properties/components/snapshot/read-only-snapshot";
import { ImageGallery } from "@/features/property-images/components/image-gallery";
import { InvalidLink } from "@/features/sharing/components/shared-frame";
import { fourplex, savedProperty } from "@plexwise/core/testing";
import { LandingPage } from "./routes/landing";

/**
 * The public pages render before tailwind-merge is loaded, `cn` joining classes as they come (lib/cn.ts). That is
 * the same as merging only while no element gets two conflicting utilities: every class list these pages render is
 * checked to be one tailwind-merge leaves as it is.
 */
const screens: [string, string, ReactElement][] = [
  ["/", "/", createElement(LandingPage)],
  ["/auth", "/auth", createElement(AuthPage)],
  ["/auth, Register tab", "/auth", createElement(RegisterForm)],
  ["/auth, Login tab", "/auth", createElement(LoginForm)],
  ["/forgot-password", "/forgot-password", createElement(ForgotPasswordPage)],
  [
    "/forgot-password, link shown",
    "/forgot-password",
    createElement(ResetLinkResult, { resetLink: "http://localhost/reset-password?token=t", onBackToLogin: () => {} }),
  ],
  ["/reset-password", "/reset-password", createElement(ResetPasswordPage)],
  ["a page loading", "/auth", createElement(PageSpinner)],
  [
    "/s/:token, a shared Snapshot with notes and ratings",
    "/s/t",
    createElement(ReadOnlySnapshot, {
      property: savedProperty(fourplex(), {
        notes: "Roof redone 2021.",
        myRatings: { overall: 8, condition: 6, value: 9 },
        listingLink: "https://example.com/listing",
        parcelNumber: "14-21-300-012",
      }),
      gallery: createElement(ImageGallery, { images: [{ url: "/a.webp" }, { url: "/b.webp" }] }),
      includes: { notes: true, ratings: true },
    }),
  ],
  ["/s/:token, a dead link", "/s/t", createElement(InvalidLink)],
];

const unescape = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** Every class attribute of the screen whose classes tailwind-merge would change. */
function conflicts(path: string, screen: ReactElement): string[] {
  const html = renderToStaticMarkup(createElement(Router, { ssrPath: path, ssrSearch: "token=t", children: screen }));
  const lists = [...html.matchAll(/class="([^"]*)"/g)].map((match) => unescape(match[1] ?? ""));
  expect(lists.length).toBeGreaterThan(0);
  return lists.filter((classes) => twMerge(classes) !== classes);
}

describe("the public pages render the same without tailwind-merge", () => {
  it.each(screens)("%s: no element has conflicting classes", (_, path, screen) => {
    expect(conflicts(path, screen)).toEqual([]);
  });

  it("would see a conflicting override", () => {
    expect(conflicts("/", createElement("div", { className: cn("h-10 px-4", "h-12") }))).toEqual(["h-10 px-4 h-12"]);
  });
});
