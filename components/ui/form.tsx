"use client";
import type { FormHTMLAttributes, ReactNode } from "react";
import { FormProvider, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { ApiError, errorMessage } from "@/lib/shared/api-client";
import { toast } from "./toast";

type FormProps<TIn extends FieldValues, TCtx, TOut extends FieldValues> = Omit<FormHTMLAttributes<HTMLFormElement>, "onSubmit"> & {
  /** useForm<Input, Context, Output>() — with a zod resolver, Output is the schema's parsed type. */
  form: UseFormReturn<TIn, TCtx, TOut>;
  onSubmit: (values: TOut) => unknown | Promise<unknown>;
  children: ReactNode;
};

/** <form> + react-hook-form context; fields inside register themselves by `name`. */
export function Form<TIn extends FieldValues, TCtx, TOut extends FieldValues>({ form, onSubmit, children, ...rest }: FormProps<TIn, TCtx, TOut>) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} {...rest}>
        {children}
      </form>
    </FormProvider>
  );
}

/**
 * Puts the per-field messages of a 422 ApiError onto the form's fields (keys like "address.zip").
 * Returns the message to show in a toast when nothing could be mapped, or null when every field got its error.
 */
export function applyApiErrors<T extends FieldValues, TCtx, TOut extends FieldValues>(
  form: UseFormReturn<T, TCtx, TOut>,
  error: unknown,
): string | null {
  if (!(error instanceof ApiError)) return errorMessage(error);
  const known = new Set(Object.keys(form.getValues() ?? {}));
  let mapped = 0;
  let firstField: Path<T> | null = null;
  for (const [field, message] of Object.entries(error.fields)) {
    const root = field.split(".")[0];
    if (!known.has(root)) continue;
    form.setError(field as Path<T>, { type: "server", message });
    firstField ??= field as Path<T>;
    mapped += 1;
  }
  if (firstField) form.setFocus(firstField);
  return mapped > 0 && mapped === Object.keys(error.fields).length ? null : error.message;
}

/** applyApiErrors, then a toast with what no field took (the usual onError of a form's save). */
export function showApiErrors<T extends FieldValues, TCtx, TOut extends FieldValues>(form: UseFormReturn<T, TCtx, TOut>, error: unknown): void {
  const message = applyApiErrors(form, error);
  if (message) toast.error(message);
}

/** A form-level error box (e.g. the answer of a failed sign-in); its own file keeps it light for screens without a form. */
export { FormAlert } from "./form-alert";
