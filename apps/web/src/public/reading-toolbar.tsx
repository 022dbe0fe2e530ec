import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  IconBrandFacebook,
  IconBrandWhatsapp,
  IconCheck,
  IconLink,
  IconMinus,
  IconPlus,
  IconPrinter,
} from '@tabler/icons-react';
import type { FullText } from '../ui/api.js';
import { useSite } from '../ui/site.js';
import { useToast } from '../ui/toast.js';
import { shareUrls } from '../ui/urls.js';
import { useTextSize } from './reading-preferences.js';

/** docs/product.md: the copied state of Copy Link lasts 2 seconds. */
export const COPIED_MS = 2000;

/** Text size, Share (Copy Link, WhatsApp, Facebook) and Print. */
export function ReadingToolbar({ text }: { text: FullText }) {
  const { size, canDecrease, canIncrease, decrease, increase } = useTextSize();
  const { origin } = useSite();
  const [location] = useLocation();
  const search = useSearch();
  const pageUrl = `${origin}${location}${search ? `?${search}` : ''}`;
  return (
    <div className="reading-toolbar no-print">
      <div className="toolbar-group needs-js" role="group" aria-labelledby="text-size-label">
        <span id="text-size-label" className="toolbar-label">
          Text Size
        </span>
        <IconButton label="Decrease text size" icon={IconMinus} onClick={decrease} disabled={!canDecrease} />
        <output className="text-size-value" aria-live="polite" aria-label="Text size">
          {Math.round((size / 1.15) * 100)}%
        </output>
        <IconButton label="Increase text size" icon={IconPlus} onClick={increase} disabled={!canIncrease} />
      </div>
      <div className="toolbar-group" role="group" aria-label="Share">
        <span className="toolbar-label">Share</span>
        <CopyLinkButton />
        <ShareLink label="Share on WhatsApp" icon={IconBrandWhatsapp} href={shareUrls.whatsapp(text.title, pageUrl)} />
        <ShareLink label="Share on Facebook" icon={IconBrandFacebook} href={shareUrls.facebook(pageUrl)} />
      </div>
      <button type="button" className="toolbar-button needs-js" onClick={() => window.print()}>
        <IconPrinter size={18} aria-hidden="true" />
        Print
      </button>
    </div>
  );
}

function CopyLinkButton() {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const url = window.location.href.split('#')[0] ?? window.location.href;
    const ok = await copyText(url);
    if (!ok) {
      toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
      return;
    }
    setCopied(true);
    toast({ title: 'Link copied to clipboard', description: 'You can now paste the link to share this text' });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <button
      type="button"
      className="toolbar-button needs-js"
      data-copied={copied}
      onClick={() => void copy()}
      aria-label={copied ? 'Link copied' : 'Copy Link'}
    >
      {copied ? (
        <IconCheck size={18} aria-hidden="true" className="copied-icon" />
      ) : (
        <IconLink size={18} aria-hidden="true" />
      )}
      <span aria-hidden="true">{copied ? 'Copied' : 'Copy Link'}</span>
    </button>
  );
}

/** The clipboard API, or the older selection copy where it is missing (plain http). */
async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = value;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

interface IconButtonProps {
  label: string;
  icon: typeof IconPlus;
  onClick(): void;
  disabled: boolean;
}

function IconButton({ label, icon: Icon, onClick, disabled }: IconButtonProps) {
  return (
    <button type="button" className="icon-button" onClick={onClick} disabled={disabled} aria-label={label}>
      <Icon size={18} aria-hidden="true" />
    </button>
  );
}

function ShareLink({ label, icon: Icon, href }: { label: string; icon: typeof IconPlus; href: string }) {
  return (
    <a className="icon-button" href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      <Icon size={18} aria-hidden="true" />
    </a>
  );
}
