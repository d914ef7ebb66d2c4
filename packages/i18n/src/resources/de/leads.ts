import type { StringTree } from "../../instance/resource-types";

/** Meldungen zu Anfragen und das Kontaktformular auf Deutsch (Sie-Form). */
export const leads = {
  valid_email_required: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  first_name_required: "Bitte geben Sie Ihren Vornamen ein.",
  last_name_required: "Bitte geben Sie Ihren Nachnamen ein.",
  message_length: "Ihre Nachricht muss zwischen 10 und 5000 Zeichen lang sein.",
  company_required: "Bitte geben Sie den Namen Ihres Unternehmens ein.",
  validation_failed: "Bitte korrigieren Sie die markierten Angaben und versuchen Sie es erneut.",
  endpoint_missing:
    "Das Kontaktformular ist vorübergehend nicht verfügbar. Bitte schreiben Sie uns an {{email}}.",
  endpoint_missing_form:
    "Das Kontaktformular ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut oder schreiben Sie uns an {{email}}.",
  timeout: "Die Anfrage hat zu lange gedauert. Bitte versuchen Sie es erneut.",
  network_failure:
    "Das Formular konnte nicht gesendet werden. Bitte versuchen Sie es erneut oder kontaktieren Sie uns unter {{email}}.",
  submit_failed: "Senden fehlgeschlagen",
  submit_lead_failed: "Ihre Anfrage konnte nicht gesendet werden",
  submitting: "Wird gesendet …",
  thank_you: "Vielen Dank! Wir melden uns innerhalb eines Werktags bei Ihnen.",
  consent_required: "Bitte bestätigen Sie die Einwilligung, um das Formular abzusenden.",
  rate_limited: "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
  form: {
    title: "Sprechen Sie mit unserem Team",
    description:
      "Erzählen Sie uns von Ihrem Daten- oder KI-Vorhaben. Eine Beraterin oder ein Berater antwortet Ihnen innerhalb eines Werktags.",
    name: {
      label: "Vollständiger Name",
      placeholder: "Vor- und Nachname",
    },
    email: {
      label: "Geschäftliche E-Mail-Adresse",
      placeholder: "name@unternehmen.de",
      help: "Wir verwenden Ihre E-Mail-Adresse nur, um auf Ihre Anfrage zu antworten.",
    },
    company: {
      label: "Unternehmen",
      placeholder: "Name des Unternehmens",
    },
    phone: {
      label: "Telefon",
      placeholder: "+49 30 23125 000",
      help: "Bitte mit Ländervorwahl angeben, wenn Sie sich außerhalb der Vereinigten Staaten befinden.",
    },
    message: {
      label: "Wie können wir Ihnen helfen?",
      placeholder: "Ihre Ziele, Ihr Zeitrahmen und die beteiligten Systeme",
      help: "Zwischen 10 und 5000 Zeichen.",
    },
    marketingConsent: {
      legend: "Einwilligung in Marketing-Kommunikation",
      label:
        "Ich willige ein, dass Vantreo Data & AI mich per E-Mail und Telefon über passende Leistungen informiert. Diese Einwilligung kann ich jederzeit mit Wirkung für die Zukunft widerrufen, z. B. über den Abmeldelink in jeder E-Mail.",
      help: "Wie wir mit Ihren Daten umgehen, lesen Sie in unserer Datenschutzerklärung.",
    },
    submit: "Nachricht senden",
    subscribe: "Abonnieren",
    requestDemo: "Demo anfragen",
    thankYouTitle: "Nachricht erhalten",
    errorsHeading: "Das Formular konnte nicht gesendet werden:",
    mailtoFallback: "Ihre Angaben stattdessen per E-Mail an {{email}} senden",
    newsletterConsent: {
      label:
        "Ich willige ein, das monatliche Enterprise-KI-Briefing von Vantreo Data & AI per E-Mail zu erhalten. Diese Einwilligung kann ich jederzeit über den Abmeldelink in jeder Ausgabe widerrufen.",
    },
  },
} satisfies StringTree;
