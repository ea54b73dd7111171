import type { ReactNode } from "react";
import { blockTypeLabels, blockTypes, type BlockData } from "@common/back-office/block-form";
import type { EditorAnswer } from "@server/back-office/courses/editor-answers";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { BlockForm } from "./block-form";
import { DeleteStep } from "./delete-step";
import { formStateOf } from "./editor-state";
import { MoveButtons } from "./move-buttons";

export type EditedBlock = BlockData & { id: string };

/**
 * A lesson's blocks in order, each drawn as the player draws it (`render`) above its form, with
 * Move up / Move down and Delete; then a form to add a block of each type.
 */
export function LessonBlocksEditor({
  blocks,
  answer,
  deleting,
  render,
}: {
  blocks: EditedBlock[];
  answer: EditorAnswer | undefined;
  deleting: string | null;
  render: (block: BlockData) => ReactNode;
}) {
  const previewOf = (formKey: string) =>
    answer?.form === formKey && answer.preview ? render(answer.preview) : null;
  return (
    <section aria-labelledby="blocks" className="grid gap-4">
      <h2 id="blocks" className="text-xl font-semibold">
        Content blocks
      </h2>
      {blocks.length === 0 && <p className="text-muted">No blocks yet: add the first below.</p>}
      <ol className="grid gap-4">
        {blocks.map((block, index) => {
          const name = `block ${index + 1} (${blockTypeLabels[block.type].toLowerCase()})`;
          const formKey = `block-${block.id}`;
          return (
            <li key={block.id} id={`block-${block.id}`}>
              <Card aria-labelledby={`block-title-${block.id}`} className="gap-4">
                <CardHeader className="flex flex-wrap items-center justify-between gap-3">
                  <CardTitle as="h3" id={`block-title-${block.id}`}>
                    {index + 1}. {blockTypeLabels[block.type]}
                  </CardTitle>
                  <div className="flex flex-wrap gap-2">
                    <MoveButtons
                      intent="move-block"
                      id={block.id}
                      name={name}
                      first={index === 0}
                      last={index === blocks.length - 1}
                    />
                    <DeleteStep
                      intent="delete-block"
                      id={block.id}
                      name={name}
                      confirming={deleting === block.id}
                    />
                  </div>
                </CardHeader>
                <CardContent className="grid gap-4">
                  <div className="rounded-xl border border-border bg-canvas p-4">
                    {render(block)}
                  </div>
                  <details open={answer?.form === formKey}>
                    <summary className="cursor-pointer rounded-md font-medium text-primary-700 focus-ring">
                      {`Edit ${name}`}
                    </summary>
                    <div className="mt-4">
                      <BlockForm
                        type={block.type}
                        blockId={block.id}
                        formKey={formKey}
                        saved={block}
                        state={formStateOf(answer, formKey)}
                        preview={previewOf(formKey)}
                      />
                    </div>
                  </details>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ol>
      <h2 className="text-xl font-semibold">Add a block</h2>
      <div className="grid gap-3">
        {blockTypes.map((type) => {
          const formKey = `new-${type}`;
          return (
            <details
              key={type}
              open={answer?.form === formKey}
              className="rounded-xl border border-border bg-surface p-4"
            >
              <summary className="cursor-pointer rounded-md font-medium focus-ring">
                {`Add a ${blockTypeLabels[type].toLowerCase()} block`}
              </summary>
              <div className="mt-4">
                <BlockForm
                  type={type}
                  formKey={formKey}
                  saved={null}
                  state={formStateOf(answer, formKey)}
                  preview={previewOf(formKey)}
                />
              </div>
            </details>
          );
        })}
      </div>
    </section>
  );
}
