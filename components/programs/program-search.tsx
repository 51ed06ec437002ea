import Form from "next/form";
import Link from "next/link";
import { Button } from "@/components/ui/button";

/** A plain GET form: the search lives in the URL, so it can be shared, bookmarked and paged. */
export function ProgramSearch({ query }: { query: string }) {
  return (
    <Form action="/programs" role="search" className="toolbar">
      <label htmlFor="program-search" className="visually-hidden">
        Search programs
      </label>
      <input
        id="program-search"
        className="input"
        type="search"
        name="q"
        defaultValue={query}
        placeholder="Search by name, description or pass type"
        maxLength={200}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
      {query && (
        <Link href="/programs" className="button button--ghost">
          Clear
        </Link>
      )}
    </Form>
  );
}
