import type { AlertMessage } from "./alert-message";

/**
 * Text as Slack's `mrkdwn` reads it: `&`, `<` and `>` escaped (Slack, "Formatting text for app
 * surfaces"), so a company typed as `<!channel>` cannot ping a channel or forge a link.
 */
function escapeMrkdwn(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/**
 * The body of a Slack incoming webhook: `text` is the notification's fallback, `blocks` the
 * Block Kit message (a header, the facts as a section's fields, a button to the desk). Header
 * text is plain text of at most 150 characters; a section takes at most 10 fields.
 */
export function slackMessage(message: AlertMessage): string {
  return JSON.stringify({
    text: message.title,
    blocks: [
      { type: "header", text: { type: "plain_text", text: message.title.slice(0, 150) } },
      {
        type: "section",
        fields: message.facts.slice(0, 10).map((fact) => ({
          type: "mrkdwn",
          text: `*${escapeMrkdwn(fact.label)}*\n${escapeMrkdwn(fact.value)}`,
        })),
      },
      {
        type: "actions",
        elements: [
          {
            type: "button",
            text: { type: "plain_text", text: message.open },
            url: message.deskUrl,
          },
        ],
      },
    ],
  });
}
