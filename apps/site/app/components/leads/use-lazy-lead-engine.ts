import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { LeadFormEngineState } from "./lead-form-engine";
import { loadLeadFormEngine, type LeadFormEngine } from "./load-lead-form-engine";

/**
 * The form's side of its lazily loaded engine: `load` fetches the engine's chunk (called on the
 * first focus or hover), `submit` sends now or as soon as the engine has arrived, and the state
 * the engine reports. A chunk that cannot be fetched counts as a network failure, so the visitor
 * still gets the catalogue message and the e-mail fallback.
 */
export function useLazyLeadEngine() {
  const [Engine, setEngineComponent] = useState<LeadFormEngine | null>(null);
  const [engine, setEngine] = useState<LeadFormEngineState | null>(null);
  const [queued, setQueued] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const sendWhenLoaded = useRef(false);

  const load = useCallback(() => {
    loadLeadFormEngine().then(
      (component) => setEngineComponent(() => component),
      () => setLoadFailed(true),
    );
  }, []);

  // A submit pressed before the engine arrived is sent as soon as it is there.
  useEffect(() => {
    if (!engine || !sendWhenLoaded.current) return;
    sendWhenLoaded.current = false;
    engine.submit();
  }, [engine]);

  const submit = () => {
    if (engine) return engine.submit();
    sendWhenLoaded.current = true;
    setLoadFailed(false);
    setQueued(true);
    load();
  };

  const status = engine?.status ?? "editing";
  const engineError = engine?.error ?? null;
  const error = useMemo(
    () => engineError ?? (loadFailed ? { code: "network_failure" as const, message: "" } : null),
    [engineError, loadFailed],
  );
  return {
    Engine,
    engine,
    onState: setEngine,
    load,
    submit,
    status,
    submitting: status === "submitting" || (queued && !engine && !loadFailed),
    error,
    loadFailed,
  };
}
