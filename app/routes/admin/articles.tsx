import { Link } from "react-router";
import { articleListQuery } from "@common/back-office/article-list";
import { readListQuery } from "@common/back-office/list-query";
import { listArticlesForEditing } from "@server/back-office/articles/article-list";
import { requireAdmin } from "@server/back-office/require-admin";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DataTable, type ListColumn } from "~/features/back-office/data-table";
import { formatDateTime } from "~/lib/format-date-time";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/articles";

export const meta: Route.MetaFunction = () => pageMeta("Articles", "The blog's articles.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  return listArticlesForEditing(context.db, readListQuery(request.url, articleListQuery));
}

type ArticleRow = Route.ComponentProps["loaderData"]["rows"][number];

const columns: ListColumn<ArticleRow>[] = [
  {
    accessorKey: "title",
    header: "Title",
    cell: ({ row }) => (
      <span className="grid gap-1">
        <Link
          to={`/admin/articles/${row.original.id}`}
          className="font-medium text-primary-700 underline underline-offset-4"
        >
          {row.original.title}
        </Link>
        {row.original.isFeatured && <span className="text-xs text-muted">Featured</span>}
      </span>
    ),
  },
  { accessorKey: "category", header: "Category" },
  {
    accessorKey: "publishDate",
    header: "Publish date",
    cell: ({ row }) => (
      <span className="grid gap-1">
        {formatDateTime(row.original.publishDate)}
        {row.original.scheduled && <Badge variant="outline">Scheduled</Badge>}
      </span>
    ),
  },
  { accessorKey: "readTime", header: "Read time", cell: ({ getValue }) => `${getValue()} min` },
  { accessorKey: "author", header: "Author", enableSorting: false },
];

export default function Articles({ loaderData }: Route.ComponentProps) {
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Articles</h1>
        <Button asChild>
          <Link to="/admin/articles/new">New article</Link>
        </Button>
      </div>
      <DataTable
        caption="Articles"
        columns={columns}
        page={loaderData}
        searchLabel="Search by title, category or author"
        emptyText="No article matches."
      />
    </div>
  );
}
