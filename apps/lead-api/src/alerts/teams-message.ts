import type { AlertMessage } from "./alert-message";

/**
 * Text with the Markdown that Adaptive Cards read in a TextBlock or a fact (emphasis, links)
 * escaped with backslashes, so a company typed as `[Pay here](https://…)` shows as typed instead
 * of as a link in the channel.
 */
function escapeMarkdown(text: string): string {
  return text.replace(/[\\*_[\]()~`#>]/g, "\\$&");
}

/**
 * The body of a Teams Workflows webhook ("Post to a channel when a webhook request is received"):
 * a message whose one attachment is an Adaptive Card with the title, the facts as a FactSet and
 * an Action.OpenUrl to the desk. Version 1.5 for `rtl`, which lays an Arabic card out right to
 * left; a client below 1.5 shows `fallbackText` instead.
 */
export function teamsMessage(message: AlertMessage): string {
  return JSON.stringify({
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        contentUrl: null,
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: "1.5",
          ...(message.locale === "ar" ? { rtl: true } : {}),
          fallbackText: `${message.title}: ${message.deskUrl}`,
          body: [
            {
              type: "TextBlock",
              text: message.title,
              weight: "Bolder",
              size: "Medium",
              wrap: true,
            },
            {
              type: "FactSet",
              facts: message.facts.map((fact) => ({
                title: fact.label,
                value: escapeMarkdown(fact.value),
              })),
            },
          ],
          actions: [{ type: "Action.OpenUrl", title: message.open, url: message.deskUrl }],
        },
      },
    ],
  });
}
