import type { ReactNode } from "react";
import { blockTypeLabels, blockTypes, type BlockData } from "@common/back-office/block-form";
import type { EditorAnswer } from "@server/back-office/courses/editor-answers";
import { BlockForm } from "./block-form";
import { formStateOf } from "./editor-state";
import { OrderedItemCard } from "./ordered-item-card";

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
            <OrderedItemCard
              key={block.id}
              kind="block"
              id={block.id}
              name={name}
              title={`${index + 1}. ${blockTypeLabels[block.type]}`}
              first={index === 0}
              last={index === blocks.length - 1}
              confirmingDelete={deleting === block.id}
              edit={{
                open: answer?.form === formKey,
                form: (
                  <BlockForm
                    type={block.type}
                    blockId={block.id}
                    formKey={formKey}
                    saved={block}
                    state={formStateOf(answer, formKey)}
                    preview={previewOf(formKey)}
                  />
                ),
              }}
            >
              <div className="rounded-xl border border-border bg-canvas p-4">{render(block)}</div>
            </OrderedItemCard>
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
