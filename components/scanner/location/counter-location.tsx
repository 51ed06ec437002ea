"use client";

import { createContext, type ReactNode, useContext, useEffect, useId, useState } from "react";
import { useMessages } from "@/components/i18n/language-context";
import { COUNTER_LOCATION_MESSAGES } from "@/components/scanner/location/i18n/messages";

/** A location the counter may work at (the page reads them on the server, so the kept offline page has them). */
export type CounterLocation = { id: string; name: string };

type Counter = {
  locations: CounterLocation[];
  locationId: string | null;
  choose: (locationId: string) => void;
};

const LOCATION_KEY = "scanner.locationId";
const CounterLocationContext = createContext<Counter>({ locations: [], locationId: null, choose: () => {} });

/** Where this counter's scans and redemptions happen: a location id, or null when the merchant has none. */
export const useCounterLocationId = () => useContext(CounterLocationContext).locationId;

/** The `locationId` field for a request body: absent when there is no location to name. */
export const withCounterLocation = <T extends object>(body: T, locationId: string | null) =>
  locationId ? { ...body, locationId } : body;

/**
 * The counter's location (issue 30): the first one is preselected, a choice is remembered on this device, and
 * every scan, offer redemption and gift-card redemption inside names it — queued offline scans too, in their body.
 */
export function CounterLocationProvider({
  locations,
  children,
}: {
  locations: CounterLocation[];
  children: ReactNode;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const locationId = locations.find((location) => location.id === chosen)?.id ?? locations[0]?.id ?? null;

  // The last location chosen on this device (read after hydration: the server cannot know it).
  useEffect(() => {
    try {
      setChosen(localStorage.getItem(LOCATION_KEY));
    } catch {}
  }, []);

  function choose(next: string) {
    setChosen(next);
    try {
      localStorage.setItem(LOCATION_KEY, next);
    } catch {}
  }

  return (
    <CounterLocationContext.Provider value={{ locations, locationId, choose }}>
      {children}
    </CounterLocationContext.Provider>
  );
}

/** The picker; none when the merchant has no locations. */
export function CounterLocationPicker() {
  const t = useMessages(COUNTER_LOCATION_MESSAGES);
  const id = useId();
  const { locations, locationId, choose } = useContext(CounterLocationContext);
  if (locations.length === 0) return null;
  return (
    <div className="field">
      <label htmlFor={`${id}-location`} className="field__label">
        {t.label}
      </label>
      <select
        id={`${id}-location`}
        className="select"
        value={locationId ?? ""}
        aria-describedby={`${id}-location-hint`}
        onChange={(event) => choose(event.target.value)}
      >
        {locations.map((location) => (
          <option key={location.id} value={location.id}>
            {location.name}
          </option>
        ))}
      </select>
      <p id={`${id}-location-hint`} className="field__hint">
        {t.hint}
      </p>
    </div>
  );
}
