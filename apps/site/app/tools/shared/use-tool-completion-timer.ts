import { useState } from "react";
import { useOptionalAnalytics } from "./use-optional-analytics";
import {
  createToolCompletionTimer,
  type TimedTool,
  type ToolCompletionTimer,
} from "./tool-completion-timer";

/**
 * The tool's completion timer (`tool_complete`, from first input to result), one per mounted
 * tool, sending through the page's consent-gated analytics when there is a consent provider.
 */
export function useToolCompletionTimer(tool: TimedTool): ToolCompletionTimer {
  const analytics = useOptionalAnalytics();
  const [timer] = useState(() => createToolCompletionTimer(tool, analytics));
  return timer;
}
