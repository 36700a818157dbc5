/**
 * Photos chosen on /property/new wait here (in memory: File objects cannot go to session storage) until
 * the property is created on review; then they are attached to it. A reload in between forgets them.
 */
let waiting: File[] = [];

export const pendingPhotos = {
  set(files: File[]) {
    waiting = [...files];
  },
  peek: (): readonly File[] => waiting,
  take(): File[] {
    const files = waiting;
    waiting = [];
    return files;
  },
};
