// Imported for its effect by the chunks that need conflicting classes merged (the signed-in app, the toasts):
// from here on `cn` resolves Tailwind conflicts. See ./cn.ts.
import { twMerge } from "tailwind-merge";
import { installClassMerge } from "./cn";

installClassMerge(twMerge);
