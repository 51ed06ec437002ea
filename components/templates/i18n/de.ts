import { DEFAULT_IMAGE_MAX_LABEL } from "@/lib/passes/image-rules";
import type { TemplateMessages } from "./en";

export const de: TemplateMessages = {
  list: {
    title: "Pass-Vorlagen",
    description: "Wie Ihre Pässe in Apple Wallet aussehen: Farben, Felder und Bilder, je Passart.",
    create: "Vorlage anlegen",
    emptyTitle: "Noch keine Vorlagen",
    emptyBody:
      "Legen Sie eine Vorlage an, um eine Kundenkarte, einen Gutschein, ein Ticket, eine Bordkarte oder einen allgemeinen Pass zu gestalten.",
    columns: { name: "Name", kind: "Passart", updated: "Geändert" },
  },
  newTitle: "Neue Pass-Vorlage",
  newDescription: "Wählen Sie Passart und Aussehen; nach dem Speichern fügen Sie die Bilder hinzu.",
  kinds: {
    boardingPass: "Bordkarte",
    coupon: "Gutschein",
    eventTicket: "Eintrittskarte",
    generic: "Allgemein",
    storeCard: "Kundenkarte",
  },
  imageTypes: {
    logo: "Logo",
    icon: "Symbol",
    strip: "Streifen",
    footer: "Fußzeile",
    background: "Hintergrund",
    thumbnail: "Vorschaubild",
  },
  resolutions: { normal: "@1x", high: "@2x", ultra: "@3x" },
  sections: {
    identity: "Vorlage",
    look: "Aussehen",
    lookHint: "Farben als #rrggbb oder rgb(r, g, b), wie in pass.json.",
    fields: "Felder",
    fieldsHint: (kind: string) => `Wie viele Felder je Zeile eine ${kind} zeigt, legt Apple fest.`,
    images: "Bilder",
    imagesHint:
      "Ziehen Sie ein PNG, JPEG oder WebP auf ein Feld oder wählen Sie eine Datei. Jede Auflösung hat ihre eigene Größe. Ein Bild je Art genügt: Ein Bild in @3x oder @2x füllt die kleineren Felder verkleinert – außer Feldern, in die Sie selbst ein Bild hochgeladen haben; das bleibt.",
    imagesAfterSave: "Speichern Sie die Vorlage, um Bilder hinzuzufügen.",
    preview: "Vorschau",
    previewSample: "Platzhalter zeigen die Werte eines Beispielmitglieds; jeder Pass zeigt seine eigenen.",
    placeholders: (list: string) =>
      `Werte dürfen Platzhalter enthalten, die jeder Pass mit aktuellen Daten füllt: ${list}.`,
  },
  fields: {
    name: "Name",
    passType: "Passart",
    passTypeLocked: "Die Passart lässt sich nicht ändern, solange die Vorlage Bilder hat.",
    programId: "Programm",
    noProgram: "Kein Programm",
    organizationName: "Name der Organisation",
    description: "Beschreibung (für VoiceOver)",
    logoText: "Logo-Text",
    backgroundColor: "Hintergrundfarbe",
    foregroundColor: "Textfarbe",
    labelColor: "Beschriftungsfarbe",
    key: "Schlüssel",
    label: "Beschriftung",
    value: "Wert",
  },
  groups: {
    headerFields: "Kopfzeilenfelder",
    primaryFields: "Hauptfelder",
    secondaryFields: "Nebenfelder",
    auxiliaryFields: "Zusatzfelder",
    backFields: "Rückseite",
  },
  addField: "Feld hinzufügen",
  removeField: "Entfernen",
  fieldCount: (count: number, limit: number) => `${count} von ${limit}`,
  save: {
    create: "Vorlage anlegen",
    edit: "Änderungen speichern",
    busy: "Wird gespeichert…",
    saved: (time: string) => `Gespeichert um ${time}`,
  },
  back: "Zurück zu den Vorlagen",
  unsavedChanges: "Diese Vorlage hat ungespeicherte Änderungen. Seite verlassen und sie verwerfen?",
  deleteTemplate: "Vorlage löschen",
  deleteDialog: {
    title: (name) => `Vorlage „${name}“ löschen?`,
    body: "Die Vorlage und alle ihre Bilder werden gelöscht. Das lässt sich nicht rückgängig machen.",
    cancel: "Abbrechen",
    confirm: "Vorlage löschen",
  },
  notices: {
    created: (name) => `Vorlage „${name}“ erstellt. Sie können jetzt ihre Bilder hinzufügen.`,
    deleted: (name) => `Vorlage „${name}“ gelöscht.`,
  },
  slot: {
    required: (size: string) => `${size} px`,
    size: (rule: { min: string | null; max: string; hasAspect: boolean }) =>
      `${rule.min ? `von ${rule.min} bis ${rule.max}` : `höchstens ${rule.max}`}${rule.hasAspect ? ", Seitenverhältnis (Breite:Höhe) zwischen 2:3 und 3:2" : ""}`,
    wrongSize: (slot: { type: string; file: string; kind: string; size: string; actual: string }) =>
      `Das Bild „${slot.type}“ (${slot.file}) eines Passes der Art „${slot.kind}“ muss ${slot.size} Pixel groß sein; dieses Bild hat ${slot.actual}.`,
    unreadable: "Diese Datei ist kein PNG-, JPEG- oder WebP-Bild, oder sie ist leer oder beschädigt.",
    notAllowed: (type: string, kind: string) =>
      `Ein Pass der Art „${kind}“ kann dieses Bild „${type}“ nicht haben (eine Eintrittskarte hat einen Streifen oder Hintergrund und Vorschaubild, nicht beides).`,
    choose: "Bild auswählen",
    dropHint: "oder hierher ziehen",
    dropActive: "Zum Hochladen loslassen",
    uploading: (percent: number) => `Wird hochgeladen… ${percent} %`,
    stored: (width: number, height: number) => `Gespeichert: ${width}×${height} px`,
    derived: "Aus dem größeren Bild verkleinert. Laden Sie hier ein eigenes Bild hoch, um es zu ersetzen.",
    empty: "Noch kein Bild",
    iconDerived: (present: string) =>
      `icon.png (@1x) fehlt: Pässe tragen eines, das aus ${present} verkleinert wird. Laden Sie icon.png hoch, damit das Symbol am schärfsten ist.`,
    iconMissing:
      "Noch kein Symbol: icon.png (@1x) ist Pflicht, daher tragen Pässe das Symbol des Dienstes, bis Sie eines hochladen.",
    remove: "Entfernen",
    resize: "Passend verkleinern",
    resizeOffer: (width: number, height: number) =>
      `Dieses Bild ist größer als das Feld. Auf höchstens ${width}×${height} px verkleinern?`,
    failed: "Das Hochladen ist fehlgeschlagen. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
    uploaded: (name: string) => `${name} hochgeladen.`,
    removed: (name: string) => `${name} entfernt.`,
  },
  errors: {
    tooManyFields: (limit: number) =>
      limit === 1
        ? "Diese Passart zeigt hier nur 1 Feld."
        : `Diese Passart zeigt hier höchstens ${limit} Felder.`,
    tooManyCombined: (limit: number) =>
      `Diese Passart zeigt höchstens ${limit} sekundäre und zusätzliche Felder zusammen.`,
    reservedKey: (keys: string) =>
      `Wählen Sie einen anderen Schlüssel: Jeder Schlüssel darf nur einmal auf dem Pass stehen, und ${keys} gehören zu den Feldern, die jeder Pass trägt.`,
    noSuchProgram: "Dieses Programm gibt es nicht (mehr). Wählen Sie ein anderes.",
    colour: "Geben Sie eine Farbe als #rrggbb oder rgb(r, g, b) ein.",
    unknownPlaceholder: (unknown: string[], allowed: string) =>
      `${unknown.length > 1 ? "Unbekannte Platzhalter" : "Unbekannter Platzhalter"}${unknown.length > 0 ? ` ${unknown.join(", ")}` : ""}. Verwenden Sie nur diese: ${allowed}.`,
    endAfterStart: "Das Ende muss nach dem Beginn liegen.",
  },
  codes: {
    PASS_TYPE_LOCKED:
      "Die Passart kann nicht geändert werden, solange die Vorlage Bilder hat; löschen Sie diese zuerst.",
    OFFER_NOT_DRAFT:
      "Nur ein Angebotsentwurf kann veröffentlicht oder gelöscht werden. Die Liste wurde aktualisiert.",
    OFFER_NOT_PUBLISHED:
      "Nur ein aktives oder geplantes Angebot kann beendet werden. Die Liste wurde aktualisiert.",
    OFFER_CANCELLED: "Ein beendetes Angebot kann nicht mehr geändert werden.",
  },
  statusMessages: {
    401: "Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an und versuchen Sie es noch einmal.",
    404: "Diese Vorlage gibt es nicht mehr.",
    413: `Die Datei ist zu groß (höchstens ${DEFAULT_IMAGE_MAX_LABEL}).`,
  },
  offers: {
    title: "Angebote",
    description: "Prämien, die Ihre Kunden einlösen können; veröffentlichen Sie sie, wenn sie bereit sind.",
    create: "Angebot anlegen",
    name: "Name",
    pointsCost: "Punkte",
    startDate: "Beginnt",
    endDate: "Endet",
    status: "Status",
    actions: "Aktionen",
    actionsFor: (name) => `Aktionen für ${name}`,
    publish: "Veröffentlichen",
    cancel: "Angebot beenden",
    remove: "Löschen",
    empty: "Noch keine Angebote.",
    images: "Kartenbilder",
    edit: "Kartenbilder",
    notices: {
      created: (name) =>
        `Angebot „${name}“ als Entwurf angelegt. Veröffentlichen Sie es, wenn es bereit ist.`,
      published: (name) => `Angebot „${name}“ veröffentlicht: Ihre Kunden können es jetzt einlösen.`,
      scheduled: (name) => `Angebot „${name}“ geplant: Es wird zu seinem Beginn aktiv.`,
      cancelled: (name) => `Angebot „${name}“ beendet.`,
      deleted: (name) => `Angebot „${name}“ gelöscht.`,
    },
    cancelDialog: {
      title: (name) => `Angebot „${name}“ beenden?`,
      body: "Ihre Kunden können es dann nicht mehr einlösen. Ein beendetes Angebot lässt sich nicht wieder veröffentlichen.",
      keep: "Angebot behalten",
      confirm: "Angebot beenden",
    },
    deleteDialog: {
      title: (name) => `Angebot „${name}“ löschen?`,
      body: "Der Entwurf und seine Kartenbilder werden gelöscht. Das lässt sich nicht rückgängig machen.",
      keep: "Entwurf behalten",
      confirm: "Angebot löschen",
    },
  },
};
