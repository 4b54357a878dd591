import type { InquiryParty } from '@verdant/shared/enums';
import { formatDate } from '@verdant/shared/format';
import { MESSAGES } from '@verdant/shared/messages';
import { canWriteInThread, isInquiryClosed } from '@verdant/shared/rules/inquiries';
import { type Inquiry, type InquiryMessage, inquiryReplySchema } from '@verdant/shared/schemas/inquiries';
import { ChevronDown, MessagesSquare, Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useInquiryThread, useMarkInquiryRead, useSendInquiryMessage } from '../api/inquiry-thread.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The conversation of one inquiry (docs/product.md#inquiries): a toggle with the unread count, the messages oldest
 * first, and a reply box while the thread is open. Opening it reads the other party's messages.
 */
export function InquiryThread({ inquiry, viewer }: { inquiry: Inquiry; viewer: InquiryParty }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const thread = useInquiryThread(inquiry.id, open);
  const markRead = useMarkInquiryRead(inquiry.id);
  const { mutate: read, isPending: reading } = markRead;
  const unread = inquiry.unread_count;

  useEffect(() => {
    if (open && unread > 0 && !reading) read();
  }, [open, unread, reading, read]);

  // Before the first answer there is nothing to talk about yet.
  if (inquiry.status === 'pending' && inquiry.message_count === 0) return null;

  return (
    <div className="flex flex-col gap-3 border-slate-200 border-t pt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 items-center gap-2 self-start rounded-md px-1 font-medium text-brand-800 text-sm hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <MessagesSquare className="size-4" aria-hidden="true" />
        Conversation
        <span className="font-normal text-slate-600">({plural(inquiry.message_count, 'message')})</span>
        {unread > 0 ? (
          <Badge tone="green" aria-label={`${plural(unread, 'unread message')}`}>
            {unread} new
          </Badge>
        ) : null}
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>

      {open ? (
        <div id={panelId} className="flex flex-col gap-3">
          {thread.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : thread.isError ? (
            <LoadError
              message={MESSAGES.inquiryThreadLoadFailed}
              onRetry={() => thread.refetch()}
              retrying={thread.isFetching}
            />
          ) : (
            <MessageList messages={thread.data.messages} viewer={viewer} />
          )}
          {canWriteInThread(inquiry.status) ? (
            <ReplyForm inquiryId={inquiry.id} />
          ) : isInquiryClosed(inquiry.status) ? (
            <p className="text-slate-500 text-sm">This inquiry is closed: no more messages can be sent.</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function MessageList({ messages, viewer }: { messages: InquiryMessage[]; viewer: InquiryParty }) {
  if (messages.length === 0) {
    return <p className="text-slate-500 text-sm">No messages yet. Write below to continue the conversation.</p>;
  }
  return (
    <ol className="flex flex-col gap-2" aria-label="Messages">
      {messages.map((message) => {
        const mine = message.sender === viewer;
        return (
          <li
            key={message.id}
            className={cn(
              'flex max-w-[85%] flex-col gap-1 rounded-lg border px-3 py-2 text-sm sm:max-w-[75%]',
              mine ? 'self-end border-brand-200 bg-brand-50' : 'self-start border-slate-200 bg-white',
            )}
          >
            <p className="text-slate-500 text-xs">
              <span className="font-medium text-slate-700">{mine ? 'You' : message.sender_name}</span> ·{' '}
              <time dateTime={message.created_at}>{formatDate(message.created_at)}</time>
            </p>
            <p className="whitespace-pre-line break-words text-slate-800">{message.body}</p>
          </li>
        );
      })}
    </ol>
  );
}

function ReplyForm({ inquiryId }: { inquiryId: number }) {
  const send = useSendInquiryMessage(inquiryId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = inquiryReplySchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.inquiryReplyRequired);
      box.current?.focus();
      return;
    }
    send.mutate(parsed.data.body, {
      onSuccess: () => setBody(''),
      onError: (cause) => setFailure(errorMessage(cause, MESSAGES.inquiryReplyFailed)),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2">
      <FormField label="Your message" error={error ?? undefined}>
        <Textarea
          ref={box}
          rows={2}
          value={body}
          placeholder="Write a reply…"
          onChange={(event) => {
            setBody(event.target.value);
            setError(null);
          }}
        />
      </FormField>
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <Button type="submit" className="self-end" loading={send.isPending}>
        <Send className="size-4" aria-hidden="true" />
        Send
      </Button>
    </form>
  );
}
