"use client";

import { startTransition, useActionState, type FormEvent } from "react";
import type { FormResult } from "@/lib/web/form-result";

/**
 * A server action for a form that keeps what the person typed when it answers with errors. React
 * resets a form after an `action` submission; with JavaScript the submit is taken over here (no
 * reset), and without it the form still posts to the same action.
 */
export function useFormAction(action: (previous: FormResult | null, formData: FormData) => Promise<FormResult>) {
  const [state, dispatch, pending] = useActionState(action, null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(() => dispatch(formData));
  };
  return { state, formProps: { action: dispatch, onSubmit }, pending };
}
