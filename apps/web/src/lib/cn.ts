import { clsx, type ClassValue } from "clsx";

type ClassMerge = (classes: string) => string;
let merge: ClassMerge = (classes) => classes;

/**
 * Joins class names, letting later Tailwind utilities override earlier conflicting ones once the class merger
 * (tailwind-merge, 8 KiB of gzip JS) is installed: the signed-in app and the toasts install it when their chunk
 * loads (`./class-merge`). The public pages render before that with a plain join, which gives the very same
 * classes because none of them passes a conflicting override: `public-pages-classes.test.ts` renders them and
 * checks. docs/decisions/0014-production-build.md
 */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}

export function installClassMerge(classMerge: ClassMerge): void {
  merge = classMerge;
}
