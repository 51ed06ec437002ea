"use client";

import { useEffect, useRef, useState } from "react";
import { useMessages } from "@/components/i18n/language-context";
import { LOCATION_MESSAGES } from "@/components/locations/i18n/messages";
import { LocationForm } from "@/components/locations/location-form";
import { locationsApi } from "@/components/locations/locations-api";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { LocationDto } from "@/lib/schemas/location";
import styles from "./locations.module.css";

/** The merchant's locations: add one (with the browser's position), list them, delete one after asking. */
export function LocationsManager({ initial }: { initial: LocationDto[] }) {
  const messages = useMessages(LOCATION_MESSAGES);
  const [locations, setLocations] = useState(initial);
  const [notice, setNotice] = useState("");
  const [problem, setProblem] = useState("");
  const [confirming, setConfirming] = useState<LocationDto | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const onCreated = (location: LocationDto) => {
    setProblem("");
    setLocations((current) => [...current, location].sort((a, b) => a.name.localeCompare(b.name)));
    setNotice(messages.notices.added(location.name));
  };

  const onSaved = (location: LocationDto) => {
    setProblem("");
    setEditing(null);
    setLocations((current) =>
      current
        .map((item) => (item.id === location.id ? location : item))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
    setNotice(messages.notices.saved(location.name));
  };

  // Cancelling an edit puts focus back on the location's Edit button.
  const cancelEdit = (location: LocationDto) => {
    setEditing(null);
    requestAnimationFrame(() => document.getElementById(`edit-${location.id}`)?.focus());
  };

  async function remove(location: LocationDto) {
    setIsBusy(true);
    const outcome = await locationsApi.remove(location.id);
    setIsBusy(false);
    setConfirming(null);
    if (!outcome.ok) {
      setNotice("");
      setProblem(outcome.problem.status === 401 ? messages.errors.session : messages.errors.notFound);
      return;
    }
    setLocations((current) => current.filter((item) => item.id !== location.id));
    setNotice(messages.notices.removed(location.name));
  }

  return (
    <div className="stack">
      <p ref={noticeRef} role="status" tabIndex={-1}>
        {notice}
      </p>
      {problem && <p role="alert">{problem}</p>}
      <LocationForm onSaved={onCreated} />
      <section className="form-section" aria-labelledby="locations-list">
        <h2 id="locations-list">{messages.list.title}</h2>
        {locations.length === 0 ? (
          <p className="muted">{messages.list.empty}</p>
        ) : (
          <ul className={styles.list}>
            {locations.map((location) =>
              location.id === editing ? (
                <li key={location.id}>
                  <LocationForm location={location} onSaved={onSaved} onCancel={() => cancelEdit(location)} />
                </li>
              ) : (
                <li key={location.id} className="card">
                  <h3>{location.name}</h3>
                  <p>
                    {[location.address.line1, location.address.line2].filter(Boolean).join(", ")}
                    <br />
                    {location.address.postalCode} {location.address.city} · {location.address.country}
                  </p>
                  <p className="muted">
                    {messages.list.coordinates(location.latitude, location.longitude)} · {location.timeZone}
                    {location.relevantText && ` · “${location.relevantText}”`}
                  </p>
                  <Button
                    id={`edit-${location.id}`}
                    type="button"
                    variant="secondary"
                    size="small"
                    aria-label={messages.list.editFor(location.name)}
                    onClick={() => setEditing(location.id)}
                  >
                    {messages.list.edit}
                  </Button>{" "}
                  <Button
                    type="button"
                    variant="secondary"
                    size="small"
                    aria-label={messages.list.removeFor(location.name)}
                    onClick={() => setConfirming(location)}
                  >
                    {messages.list.remove}
                  </Button>
                </li>
              ),
            )}
          </ul>
        )}
      </section>
      {confirming && (
        <ConfirmDialog
          title={messages.confirm.title(confirming.name)}
          confirmLabel={messages.confirm.confirm}
          cancelLabel={messages.confirm.cancel}
          isBusy={isBusy}
          onCancel={() => setConfirming(null)}
          onConfirm={() => remove(confirming)}
        >
          <p>{messages.confirm.body}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
