import type { ChallengeId, PersonaId } from "@vantreo/search";
import { useSyncExternalStore } from "react";

/** What the visitor has asked the search dialog so far: the query and the active chips. */
export interface SearchDraft {
  readonly query: string;
  readonly persona: PersonaId | undefined;
  readonly challenge: ChallengeId | undefined;
}

/** The draft, kept for the page's lifetime, read by the dialog's panel. */
export interface SearchDraftStore {
  get(): SearchDraft;
  update(change: (draft: SearchDraft) => Partial<SearchDraft>): void;
  subscribe(listener: () => void): () => void;
}

const EMPTY_DRAFT: SearchDraft = { query: "", persona: undefined, challenge: undefined };

/**
 * The draft outside React state: it survives a close (the dialog's content unmounts, its
 * draft stays), and a key press re-renders only the panel that reads it, not the dialog's
 * shell (Radix's layers, the index query) above it (issue #37).
 */
export function createSearchDraft(): SearchDraftStore {
  let draft = EMPTY_DRAFT;
  const listeners = new Set<() => void>();
  return {
    get: () => draft,
    update(change) {
      draft = { ...draft, ...change(draft) };
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The current draft; re-renders the caller when it changes. */
export function useSearchDraft(store: SearchDraftStore): SearchDraft {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
