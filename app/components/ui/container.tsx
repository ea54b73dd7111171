import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const widths = {
  prose: "max-w-3xl",
  md: "max-w-5xl",
  lg: "max-w-7xl",
} as const;

type ContainerProps = ComponentProps<"div"> & {
  size?: keyof typeof widths;
  as?: "div" | "section" | "main" | "header" | "footer" | "nav" | "article";
};

export function Container({ className, size = "lg", as: Tag = "div", ...props }: ContainerProps) {
  return (
    <Tag
      className={cn("mx-auto w-full px-4 sm:px-6 lg:px-8", widths[size], className)}
      {...props}
    />
  );
}
