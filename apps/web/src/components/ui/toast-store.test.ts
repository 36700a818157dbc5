import { afterEach, describe, expect, it, vi } from "vitest";
import { TOAST_REMOVE_DELAY, dismissToast, getToastState, toast, toastReducer, type ToastItem } from "./toast-store";

const item = (id: string): ToastItem => ({ id, open: true, title: `t${id}` });

afterEach(() => {
  vi.useRealTimers();
});

describe("toastReducer", () => {
  it("keeps only the newest toast (one at a time)", () => {
    const one = toastReducer({ toasts: [] }, { type: "ADD_TOAST", toast: item("1") });
    const two = toastReducer(one, { type: "ADD_TOAST", toast: item("2") });
    expect(two.toasts.map((t) => t.id)).toEqual(["2"]);
  });

  it("closes a dismissed toast without removing it", () => {
    const next = toastReducer({ toasts: [item("1")] }, { type: "DISMISS_TOAST", toastId: "1" });
    expect(next.toasts).toEqual([{ ...item("1"), open: false }]);
  });

  it("removes one toast, or all without an id", () => {
    expect(toastReducer({ toasts: [item("1")] }, { type: "REMOVE_TOAST", toastId: "1" }).toasts).toEqual([]);
    expect(toastReducer({ toasts: [item("1")] }, { type: "REMOVE_TOAST" }).toasts).toEqual([]);
  });

  it("updates a toast by id", () => {
    const next = toastReducer({ toasts: [item("1")] }, { type: "UPDATE_TOAST", toast: { id: "1", title: "new" } });
    expect(next.toasts[0]?.title).toBe("new");
  });
});

describe("toast store", () => {
  it("removes a dismissed toast after 1,000,000 ms", () => {
    vi.useFakeTimers();
    const { id } = toast({ title: "Login failed", description: "Invalid email or password.", variant: "destructive" });
    expect(getToastState().toasts).toHaveLength(1);
    dismissToast(id);
    expect(getToastState().toasts[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToastState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastState().toasts).toHaveLength(0);
  });
});
