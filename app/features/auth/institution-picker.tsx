import { firstMessage, type ActionAnswer } from "@common/forms/action-answer";
import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { Plus } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toaster";
import type { FieldControlProps } from "~/components/ui/field";

type Institution = { id: string; name: string };
type SearchResult = { institutions: Institution[]; error: string | null };
/** An added name has no id until the back office approves it (decision 0047). */
type AddResult = ActionAnswer<{ institution: { id: string | null; name: string } | null }>;

/**
 * Searches institutions as you type and lets the user add a missing one
 * (docs/product/accounts.md#institutions-list). An added name is the person's own until the back office
 * approves it for everyone's list; saving the form proposes it. Without JavaScript it is a plain
 * text field, and saving proposes an unknown name the same way.
 */
export function InstitutionPicker(
  props: Partial<FieldControlProps> & { name: string; defaultValue?: string },
) {
  const { name, defaultValue, ...control } = props;
  const listId = useId();
  const [value, setValue] = useState(defaultValue ?? "");
  const search = useFetcher<SearchResult>();
  const add = useFetcher<AddResult>();
  const { load } = search;

  useEffect(() => {
    const timer = setTimeout(
      () => load(`/resources/institutions?q=${encodeURIComponent(value)}`),
      200,
    );
    return () => clearTimeout(timer);
  }, [value, load]);

  useEffect(() => {
    if (search.data?.error) {
      toast.error("Error fetching institutions", { description: search.data.error });
    }
  }, [search.data]);

  // Take the added name into the field once per result (state adjusted during render).
  const [taken, setTaken] = useState<AddResult | undefined>();
  if (add.data && add.data !== taken) {
    setTaken(add.data);
    if (add.data.institution) setValue(add.data.institution.name);
  }

  useEffect(() => {
    if (!add.data) return;
    if (add.data.institution) {
      const { id, name } = add.data.institution;
      toast.success("Institution added", {
        description: id
          ? name
          : `${name}: it joins the list for others once our team has checked it.`,
      });
    } else {
      toast.error("Failed to add institution", {
        description: firstMessage(add.data.errors) ?? "Could not add the institution.",
      });
    }
  }, [add.data]);

  const options = search.data?.institutions ?? [];
  const typed = value.trim();
  const known = options.some((o) => o.name.toLowerCase() === typed.toLowerCase());
  // Not hidden while a new search loads: a keyboard user may be on the button, and unmounting
  // it would drop their focus to the page.
  const canAdd = typed.length >= 2 && !known && search.data !== undefined;

  return (
    <div className="grid gap-2">
      <Input
        {...control}
        name={name}
        list={listId}
        autoComplete="organization"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder="Start typing your university, trust or training centre"
      />
      <datalist id={listId}>
        {options.map((option) => (
          <option key={option.id} value={option.name} />
        ))}
      </datalist>
      {canAdd && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={add.state !== "idle"}
          onClick={() =>
            add.submit({ name: typed }, { method: "post", action: "/resources/institutions" })
          }
        >
          <Plus aria-hidden="true" />
          Add “{typed}” as a new institution
        </Button>
      )}
    </div>
  );
}
