import { Clock, HelpCircle, Mail, Phone } from 'lucide-react';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ContactForm } from '../components/contact-form.tsx';

export const SUPPORT_EMAIL = 'support@verdant.example';
export const SUPPORT_PHONE = '(512) 555-0123';

const QUICK_LINKS = ['Help Center', 'Shipping & Delivery', 'Returns & Refunds', 'Vendor Guidelines'];

export function ContactPage() {
  useDocumentTitle('Contact');
  return (
    <PageContainer>
      <PageHeader
        title="Contact Us"
        description="Questions about an order, selling on Verdant or a large project? Send us a message and our team will get back to you."
      />
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <section
          aria-label="Contact form"
          className="rounded-card border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <ContactForm />
        </section>
        <aside className="flex flex-col gap-6">
          <section
            aria-labelledby="contact-info-heading"
            className="rounded-card border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="contact-info-heading" className="font-semibold text-lg">
              Contact Information
            </h2>
            <ul className="mt-3 flex flex-col gap-3 text-slate-700 text-sm">
              <li className="flex items-start gap-2">
                <Mail className="mt-0.5 size-4 text-brand-700" aria-hidden="true" />
                <span>
                  Support email
                  <br />
                  <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-brand-700 hover:underline">
                    {SUPPORT_EMAIL}
                  </a>
                </span>
              </li>
              <li className="flex items-start gap-2">
                <Phone className="mt-0.5 size-4 text-brand-700" aria-hidden="true" />
                <span>
                  Phone
                  <br />
                  <a href="tel:+15125550123" className="font-medium text-brand-700 hover:underline">
                    {SUPPORT_PHONE}
                  </a>
                </span>
              </li>
              <li className="flex items-start gap-2">
                <Clock className="mt-0.5 size-4 text-brand-700" aria-hidden="true" />
                <span>
                  Hours
                  <br />
                  Mon-Fri 8am-6pm CST
                  <br />
                  Sat 9am-4pm CST
                </span>
              </li>
            </ul>
          </section>
          <section
            aria-labelledby="quick-links-heading"
            className="rounded-card border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="quick-links-heading" className="font-semibold text-lg">
              Quick Links
            </h2>
            {/* Placeholders (docs/product.md#static-pages): these pages don't exist yet. */}
            <ul className="mt-3 flex flex-col gap-2 text-slate-700 text-sm">
              {QUICK_LINKS.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
            <Button variant="secondary" className="mt-4">
              <HelpCircle className="size-4" aria-hidden="true" />
              View FAQ
            </Button>
          </section>
        </aside>
      </div>
    </PageContainer>
  );
}
