import { PROJECT_CATEGORIES, PROJECT_CATEGORY_LABELS, type ProjectCategory } from '@verdant/shared/enums';
import { LIMITS } from '@verdant/shared/messages';
import { dayInputBounds } from '@verdant/shared/rules/ready-day';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useSaveProject } from '../api/buyer-projects.ts';
import { isBlankLine, type LineDraft, useLineDrafts } from '../lib/line-drafts.ts';
import { buildProject, type FormErrors, type ProjectFormValues } from '../lib/project-form-values.ts';
import { InvitePicker } from './invite-picker.tsx';
import { LinesEditor } from './lines-editor.tsx';
import { LinesImport } from './lines-import.tsx';

const NO_ERRORS: FormErrors = { fields: {}, lines: {} };
const CATEGORY_OPTIONS = PROJECT_CATEGORIES.map((value) => ({ value, label: PROJECT_CATEGORY_LABELS[value] }));

/** The new-project (and edit-draft) form: details, who sees it, the plant list typed or imported. */
export function ProjectForm({
  projectId,
  initial,
  initialLines,
}: {
  projectId: number | null;
  initial: ProjectFormValues;
  initialLines: LineDraft[];
}) {
  const navigate = useNavigate();
  const save = useSaveProject();
  const [values, setValues] = useState(initial);
  const { lines, setLines, edit, remove, add } = useLineDrafts(initialLines);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [failure, setFailure] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const set = <K extends keyof ProjectFormValues>(key: K, value: ProjectFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const field = (name: string) => errors.fields[name];

  const submit = (status: 'draft' | 'open') => {
    setFailure(null);
    const built = buildProject(values, lines, status);
    if (built.errors) {
      setErrors(built.errors);
      setFailure('Check the highlighted fields.');
      requestAnimationFrame(() => alertRef.current?.focus());
      return;
    }
    setErrors(NO_ERRORS);
    save.mutate(
      { id: projectId, payload: built.payload },
      {
        onSuccess: async (project) => {
          // Editing a draft and publishing it: the update saves, publish opens it.
          navigate(`/projects/${project.id}`, { state: { saved: status } });
        },
        onError: (error) => {
          const fields: FormErrors['fields'] = {};
          if (error instanceof ApiError) for (const item of error.errors) fields[item.field] = item.message;
          setErrors({ fields, lines: {} });
          setFailure(errorMessage(error, 'Failed to save the project. Please try again.'));
          requestAnimationFrame(() => alertRef.current?.focus());
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit('open');
  };

  const addImported = (imported: LineDraft[]) =>
    setLines((current) =>
      [...current.filter((line) => !isBlankLine(line)), ...imported].slice(0, LIMITS.projectLinesMax),
    );

  return (
    <form noValidate onSubmit={onSubmit} className="mt-8 flex flex-col gap-6">
      {failure ? (
        <Notice tone="error" ref={alertRef}>
          {failure}
        </Notice>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>Project details</CardTitle>
          <CardDescription>
            What nurseries see on Browse Open Projects. Your contact details stay private.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField label="Title" error={field('title')} required className="sm:col-span-2">
            <Input value={values.title} onChange={(event) => set('title', event.target.value)} />
          </FormField>
          <FormField label="Description" error={field('description')} required className="sm:col-span-2">
            <Textarea
              rows={4}
              value={values.description}
              placeholder="The site, delivery needs, quality expectations…"
              onChange={(event) => set('description', event.target.value)}
            />
          </FormField>
          <FormField
            label="Posted by"
            error={field('posted_by')}
            optional
            hint="Your business name on the project card; your first name and last initial if empty."
            className="sm:col-span-2"
          >
            <Input value={values.posted_by} onChange={(event) => set('posted_by', event.target.value)} />
          </FormField>
          <div className="grid gap-4 sm:col-span-2 sm:grid-cols-[1fr_6rem_8rem]">
            <FormField label="City" error={field('location.city')} required>
              <Input value={values.city} onChange={(event) => set('city', event.target.value)} />
            </FormField>
            <FormField label="State" error={field('location.state')} required>
              <Input
                value={values.state}
                maxLength={2}
                placeholder="TX"
                autoCapitalize="characters"
                onChange={(event) => set('state', event.target.value.toUpperCase())}
              />
            </FormField>
            <FormField label="ZIP" error={field('location.zip')} required>
              <Input
                value={values.zip}
                inputMode="numeric"
                maxLength={10}
                onChange={(event) => set('zip', event.target.value)}
              />
            </FormField>
          </div>
          <FormField label="Category" error={field('category')} required>
            <Select
              value={values.category}
              options={CATEGORY_OPTIONS}
              onChange={(event) => set('category', event.target.value as ProjectCategory)}
            />
          </FormField>
          <FormField label="Budget" error={field('budget')} optional hint="In dollars, for the whole list.">
            <Input
              value={values.budget}
              inputMode="decimal"
              placeholder="$12,500"
              onChange={(event) => set('budget', event.target.value)}
            />
          </FormField>
          <FormField
            label="Bid deadline"
            error={field('bid_deadline')}
            required
            hint="Bids are taken through this day."
          >
            <Input
              type="date"
              {...dayInputBounds()}
              value={values.bid_deadline}
              onChange={(event) => set('bid_deadline', event.target.value)}
            />
          </FormField>
          <FormField label="Needed by" error={field('needed_by')} required>
            <Input
              type="date"
              {...dayInputBounds()}
              value={values.needed_by}
              onChange={(event) => set('needed_by', event.target.value)}
            />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Who can bid</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-2 sm:flex-row sm:gap-6">
            <legend className="sr-only">Visibility</legend>
            {(
              [
                ['public', 'Public: every approved nursery can see it and bid'],
                ['invited', 'Invited nurseries only'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-slate-800 text-sm">
                <input
                  type="radio"
                  name="visibility"
                  className="size-4 accent-brand-600"
                  checked={values.visibility === value}
                  onChange={() => set('visibility', value)}
                />
                {label}
              </label>
            ))}
          </fieldset>
          {values.visibility === 'invited' ? (
            <InvitePicker
              selected={values.invited}
              onChange={(next) => set('invited', next)}
              error={field('vendor_ids')}
            />
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Plant list</CardTitle>
          <CardDescription>
            Type the plants, or import your plant schedule from a file. Sizes like “#3”, “3 gal” or “2" cal” are
            understood.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <LinesImport onUse={addImported} />
          {field('lines') ? <Notice tone="error">{field('lines')}</Notice> : null}
          <LinesEditor lines={lines} errors={errors.lines} onEdit={edit} onRemove={remove} onAdd={add} />
        </CardContent>
      </Card>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          loading={save.isPending && save.variables?.payload.status === 'draft'}
          onClick={() => submit('draft')}
          disabled={save.isPending}
        >
          Save as draft
        </Button>
        <Button
          type="submit"
          loading={save.isPending && save.variables?.payload.status !== 'draft'}
          disabled={save.isPending}
        >
          Publish project
        </Button>
      </div>
    </form>
  );
}
