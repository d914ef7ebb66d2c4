import type { StaffRole } from "@vantreo/contracts/core";
import { localeFromPath } from "@vantreo/i18n";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { sectionPath, visibleSections } from "./sections";

/** The attribute that marks the link of a list's row (the leads of the inbox and spam folder). */
export const ROW_LINK_ATTRIBUTE = "data-row-link";

/** How long `g` waits for its section letter. */
export const G_PREFIX_MS = 1500;

/** Whether a key press belongs to a field or a control that reads keys itself. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** The row after (`step` 1) or before (-1) the focused one; the first or last when none is. */
export function nextRow(rows: readonly HTMLElement[], active: Element | null, step: 1 | -1) {
  if (rows.length === 0) return undefined;
  const index = rows.findIndex((row) => row === active);
  if (index === -1) return step === 1 ? rows[0] : rows[rows.length - 1];
  return rows[Math.min(rows.length - 1, Math.max(0, index + step))];
}

/**
 * The staff app's keyboard: `j`/`k` move through the list's rows (focus goes to the row's link,
 * so `Enter` opens it), `/` focuses the search field, `g` then a letter opens a section, `?`
 * shows the shortcuts. Keys typed in a field, with Ctrl, Alt or Meta, or while a dialog is open
 * are left alone.
 */
export function useStaffKeys({
  roles,
  onShortcuts,
}: {
  roles: readonly StaffRole[];
  onShortcuts(): void;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pendingG = useRef<number | null>(null);
  useEffect(() => {
    const locale = localeFromPath(pathname);
    const clearG = () => {
      if (pendingG.current !== null) window.clearTimeout(pendingG.current);
      pendingG.current = null;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      if (isTyping(event.target)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      if (pendingG.current !== null) {
        clearG();
        const section = visibleSections(roles).find((entry) => entry.key === event.key);
        if (section) {
          event.preventDefault();
          void navigate(sectionPath(section, locale));
        }
        return;
      }
      switch (event.key) {
        case "j":
        case "k": {
          const rows = [...document.querySelectorAll<HTMLElement>(`[${ROW_LINK_ATTRIBUTE}]`)];
          const row = nextRow(rows, document.activeElement, event.key === "j" ? 1 : -1);
          if (!row) return;
          event.preventDefault();
          row.focus();
          row.scrollIntoView?.({ block: "nearest" });
          return;
        }
        case "/": {
          const search = document.querySelector<HTMLInputElement>(
            '#staff-content input[type="search"]',
          );
          if (!search) return;
          event.preventDefault();
          search.focus();
          search.select();
          return;
        }
        case "?":
          event.preventDefault();
          onShortcuts();
          return;
        case "g":
          event.preventDefault();
          pendingG.current = window.setTimeout(clearG, G_PREFIX_MS);
          return;
        default:
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      clearG();
    };
  }, [navigate, pathname, roles, onShortcuts]);
}
