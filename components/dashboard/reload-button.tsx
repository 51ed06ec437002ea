"use client";

import { Button } from "@/components/ui/button";
import { DATABASE_UNAVAILABLE_TEXT } from "./database-unavailable";

/** Loads the page again from the server (a layout cannot know which page it wraps). */
export function ReloadButton() {
  return <Button onClick={() => window.location.reload()}>{DATABASE_UNAVAILABLE_TEXT.retry}</Button>;
}
