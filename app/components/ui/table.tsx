import { createContext, useContext, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn";

// A compact table (the cohort dashboard's, which also prints) pads its cells less.
const CompactContext = createContext(false);
const usePadding = () => (useContext(CompactContext) ? "px-3 py-2" : "px-4 py-3");

/**
 * A data table: its caption names it for screen readers; `framed` (the default) puts it in a
 * bordered box that scrolls sideways on a narrow screen rather than squeezing the columns.
 */
export function Table({
  caption,
  framed = true,
  compact = false,
  className,
  children,
}: {
  caption: string;
  framed?: boolean;
  compact?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const table = (
    <CompactContext.Provider value={compact}>
      <table className={cn("w-full text-left text-sm", className)}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </CompactContext.Provider>
  );
  if (!framed) return table;
  return <div className="overflow-x-auto rounded-xl border border-border bg-surface">{table}</div>;
}

/** A column's heading: its text, or how it is told apart (right-aligned figures, a hidden name). */
export type TableColumn =
  string | { label: string; numeric?: boolean; visuallyHidden?: boolean; className?: string };

/**
 * The header row: `columns` for headings that are plain text, or one `TableHeaderCell` a column
 * as children where a heading holds more (a sort link, a second line).
 */
export function TableHead({
  columns,
  className,
  children,
}: {
  columns?: TableColumn[];
  className?: string;
  children?: ReactNode;
}) {
  return (
    <thead className={cn("border-b border-border bg-canvas print:bg-transparent", className)}>
      <tr>
        {columns?.map((column) => {
          const { label, visuallyHidden, ...rest } =
            typeof column === "string" ? { label: column } : column;
          return (
            <TableHeaderCell key={label} {...rest}>
              {visuallyHidden ? <span className="sr-only">{label}</span> : label}
            </TableHeaderCell>
          );
        })}
        {children}
      </tr>
    </thead>
  );
}

/** A column's header; `numeric` aligns it with its numbers, right. */
export function TableHeaderCell({
  numeric = false,
  className,
  ...props
}: Omit<ComponentProps<"th">, "scope"> & { numeric?: boolean }) {
  const padding = usePadding();
  return (
    <th
      scope="col"
      className={cn(padding, "font-semibold", numeric && "text-right", className)}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return <tr className={cn("border-b border-border last:border-0", className)} {...props} />;
}

/** The cell that names its row (the learner, the cohort, the field). */
export function TableRowHeader({ className, ...props }: Omit<ComponentProps<"th">, "scope">) {
  const padding = usePadding();
  return <th scope="row" className={cn(padding, "font-medium", className)} {...props} />;
}

/** A cell; `numeric` right-aligns it in figures of one width. */
export function TableCell({
  numeric = false,
  className,
  ...props
}: ComponentProps<"td"> & { numeric?: boolean }) {
  const padding = usePadding();
  return <td className={cn(padding, numeric && "text-right tabular-nums", className)} {...props} />;
}
