'use client';

import { Alert, Button, Checkbox, ConfigProvider, Form, Input, Result, Select, type ThemeConfig } from 'antd';
import { useFormatter, useLocale, useMessages } from 'next-intl';
import { formatList } from '@/lib/format';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { DraggableModal } from '@/components/sample/draggable-modal';
import { Link } from '@/i18n/navigation';
import { plainTranslator } from '@/i18n/plain-translator';
import { serviceGroups, solutionGroups } from '@/lib/catalog';
import { errorCodes, fieldError, fieldErrorMessage, honeypotField, leadFields, limits, type ErrorCode, type LeadField } from '@/lib/leads/schema';
import { pathFor } from '@/lib/routes';
import { contact } from '@/lib/site-config';
import styles from './demo-request-form.module.css';

/** Values as the form holds them (before the shared schema normalises them). */
interface FormValues {
  name?: string;
  email?: string;
  mobile?: string;
  institution?: string;
  institutionType?: string;
  role?: string;
  services?: string[];
  message?: string;
  consent?: boolean;
  marketing?: boolean;
  [honeypotField]?: string;
}

const endpoint = '/api/demo-requests';
const initialValues: FormValues = { services: [], consent: false, marketing: false };

/**
 * antd's default greys for help text (45% black, about 3.4:1) and placeholders fail WCAG AA on white; these are
 * --hx-text-muted (7.4:1) and a lighter grey that still passes (4.8:1), so hints stay distinct from answers.
 */
const readableTheme: ThemeConfig = { token: { colorTextDescription: '#4a5563', colorTextPlaceholder: '#6b7280' } };

const noSubscription = () => () => undefined;

/** False during server rendering and hydration, true once React runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function isLeadField(name: string): name is LeadField {
  return (leadFields as readonly string[]).includes(name);
}

function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && (errorCodes as readonly string[]).includes(code);
}

/**
 * The "book a demo" form of `/demo` (issue 4): antd `Form` validated in the browser with the same zod rules as
 * the endpoint (lib/leads/schema.ts) and localized messages, a draggable confirmation dialog before anything is
 * sent, then a success state with the request's reference. Server-side refusals (400 per field, 429, 403, 413,
 * 503, network loss) are shown in the visitor's language. No props.
 */
export function DemoRequestForm() {
  const locale = useLocale();
  const format = useFormatter();
  const messages = useMessages();
  // Field errors and catalogue names are looked up by keys built at run time (error codes, service slugs).
  const t = useMemo(() => plainTranslator({ locale, messages, namespace: 'demoForm' }), [locale, messages]);
  const tAll = useMemo(() => plainTranslator({ locale, messages }), [locale, messages]);
  const [form] = Form.useForm<FormValues>();
  const [pending, setPending] = useState<FormValues | null>(null);
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  // Until hydration the button would trigger a native submit (a page reload that loses what was typed).
  const hydrated = useHydrated();

  useEffect(() => {
    if (reference !== null) resultRef.current?.focus();
  }, [reference]);

  const errorText = (field: LeadField, code: ErrorCode) => fieldErrorMessage((key, values) => t(key as 'errors.invalidType', values), field, code);

  /** An antd rule running the shared validation for one field against the whole form. */
  const rule = (field: LeadField) => ({
    validator: async () => {
      const code = fieldError(field, form.getFieldsValue(true) as Record<string, unknown>);
      if (code) throw new Error(errorText(field, code));
    },
  });

  const solutionLabel = (slug: string) => tAll(`solutions.${slug}.name`);
  const serviceLabel = (slug: string) => tAll(`services.${slug}.name`);

  const institutionOptions = useMemo(
    () =>
      Object.entries(solutionGroups).map(([group, slugs]) => ({
        label: t(`groups.solutions.${group}`),
        title: t(`groups.solutions.${group}`),
        options: slugs.map((slug) => ({ value: slug, label: solutionLabel(slug) })),
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labels change only with the locale
    [locale],
  );
  const serviceOptions = useMemo(
    () =>
      Object.entries(serviceGroups).map(([group, slugs]) => ({
        label: t(`groups.services.${group}`),
        title: t(`groups.services.${group}`),
        options: slugs.map((slug) => ({ value: slug, label: serviceLabel(slug) })),
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labels change only with the locale
    [locale],
  );

  async function send(values: FormValues) {
    setSending(true);
    setStatus(null);
    try {
      const response = await fetch(`${endpoint}?locale=${encodeURIComponent(locale)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ ...values, locale }),
      });
      const data = (await response.json().catch(() => ({}))) as {
        reference?: string;
        errors?: Record<string, unknown>;
        message?: unknown;
        retryAfter?: number;
      };
      setPending(null);
      if (response.status === 201) {
        form.resetFields();
        setReference(typeof data.reference === 'string' ? data.reference : '');
        return;
      }
      if (response.status === 400 && data.errors) {
        const fields = Object.entries(data.errors)
          .filter(([name, code]) => isLeadField(name) && isErrorCode(code))
          .map(([name, code]) => ({ name, errors: [errorText(name as LeadField, code as ErrorCode)] }));
        form.setFields(fields as Parameters<typeof form.setFields>[0]);
        if (fields[0]) form.scrollToField(fields[0].name);
        setStatus(t('status.invalid'));
      } else if (response.status === 400) {
        setStatus(t('status.malformed'));
      } else if (response.status === 429) {
        const seconds = Number(response.headers.get('Retry-After')) || Number(data.retryAfter) || 60;
        setStatus(t('status.rateLimited', { minutes: Math.max(1, Math.ceil(seconds / 60)) }));
      } else if (response.status === 403) {
        setStatus(t('status.forbidden'));
      } else if (response.status === 413) {
        setStatus(t('status.tooLarge'));
      } else if (response.status === 415) {
        setStatus(t('status.unsupportedMediaType'));
      } else {
        // The server knows the configured contact address; fall back to the public default.
        setStatus(typeof data.message === 'string' ? data.message : t('status.unavailable', { email: contact.email }));
      }
    } catch {
      setPending(null);
      setStatus(t('status.network'));
    } finally {
      setSending(false);
    }
  }

  if (reference !== null) {
    return (
      <ConfigProvider theme={readableTheme}>
        <div ref={resultRef} tabIndex={-1} role="status" aria-live="polite" className={styles.result} data-testid="demo-success">
          <Result
            status="success"
            title={t('success.title')}
            subTitle={
              <>
                <span className={styles.resultBody}>{t('success.body')}</span>
                {reference ? <span className={styles.reference}>{t('success.reference', { reference })}</span> : null}
              </>
            }
            extra={
              <Button
                onClick={() => {
                  setReference(null);
                  setStatus(null);
                }}
              >
                {t('success.again')}
              </Button>
            }
          />
        </div>
      </ConfigProvider>
    );
  }

  const summary = pending
    ? [
        { key: 'name', value: pending.name },
        { key: 'contact', value: [pending.email, pending.mobile].filter((v) => v && v.trim()).join(' · ') },
        { key: 'institution', value: pending.institution },
        { key: 'institutionType', value: pending.institutionType ? solutionLabel(pending.institutionType) : '' },
        { key: 'role', value: pending.role },
        { key: 'services', value: formatList(format, (pending.services ?? []).map(serviceLabel)) },
        { key: 'message', value: pending.message },
        { key: 'marketing', value: pending.marketing ? t('confirm.marketingYes') : t('confirm.marketingNo') },
      ]
    : [];

  return (
    <ConfigProvider theme={readableTheme}>
      <Form<FormValues>
        form={form}
        name="demoRequest"
        layout="vertical"
        initialValues={initialValues}
        scrollToFirstError
        aria-label={t('formLabel')}
        className={styles.form}
        onFinish={(values) => {
          setStatus(null);
          setPending({ ...form.getFieldsValue(true), ...values });
        }}
      >
        <p className={styles.note}>{t('requiredNote')}</p>
        {status ? <Alert type="error" showIcon title={status} className={styles.status} /> : null}

        <div className={styles.grid}>
          <Form.Item label={t('fields.name.label')} name="name" required rules={[rule('name')]}>
            <Input placeholder={t('fields.name.hint')} autoComplete="name" maxLength={limits.name} />
          </Form.Item>
          <Form.Item label={t('fields.role.label')} name="role" required rules={[rule('role')]}>
            <Input placeholder={t('fields.role.hint')} autoComplete="organization-title" maxLength={limits.role} />
          </Form.Item>

          <Form.Item
            label={t('fields.email.label')}
            name="email"
            dependencies={['mobile']}
            rules={[rule('email')]}
            extra={t('fields.contactHelp')}
          >
            <Input placeholder={t('fields.email.hint')} inputMode="email" autoComplete="email" maxLength={limits.email} />
          </Form.Item>
          <Form.Item label={t('fields.mobile.label')} name="mobile" dependencies={['email']} rules={[rule('mobile')]}>
            <Input placeholder={t('fields.mobile.hint')} inputMode="tel" autoComplete="tel-national" maxLength={limits.mobile} />
          </Form.Item>

          <Form.Item label={t('fields.institution.label')} name="institution" required rules={[rule('institution')]}>
            <Input placeholder={t('fields.institution.hint')} autoComplete="organization" maxLength={limits.institution} />
          </Form.Item>
          <Form.Item label={t('fields.institutionType.label')} name="institutionType" required rules={[rule('institutionType')]}>
            <Select
              placeholder={t('fields.institutionType.hint')}
              options={institutionOptions}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>

          <Form.Item
            label={t('fields.services.label')}
            name="services"
            rules={[rule('services')]}
            extra={t('fields.services.help')}
            className={styles.full}
          >
            <Select
              mode="multiple"
              placeholder={t('fields.services.hint')}
              options={serviceOptions}
              showSearch={{ optionFilterProp: 'label' }}
              allowClear
            />
          </Form.Item>

          <Form.Item
            label={t('fields.message.label')}
            name="message"
            rules={[rule('message')]}
            extra={t('fields.message.help')}
            className={styles.full}
          >
            <Input.TextArea placeholder={t('fields.message.hint')} rows={4} maxLength={limits.message} showCount />
          </Form.Item>
        </div>

        <div className={styles.trap} aria-hidden="true">
          {/* antd gives the input the id `demoRequest_<name>`. */}
          <label htmlFor={`demoRequest_${honeypotField}`}>{t('fields.honeypot.label')}</label>
          <Form.Item name={honeypotField} noStyle>
            <input type="text" tabIndex={-1} autoComplete="off" />
          </Form.Item>
        </div>

        <Form.Item name="consent" valuePropName="checked" rules={[rule('consent')]} className={styles.check}>
          <Checkbox>
            {t('fields.consent.before')}
            <Link href={pathFor('privacy')} target="_blank" rel="noopener">
              {t('fields.consent.link')}
            </Link>
            {t('fields.consent.after')}
          </Checkbox>
        </Form.Item>
        <Form.Item name="marketing" valuePropName="checked" className={styles.check}>
          <Checkbox>{t('fields.marketing.label')}</Checkbox>
        </Form.Item>

        <Form.Item className={styles.actions}>
          <Button type="primary" htmlType="submit" size="large" disabled={!hydrated}>
            {t('submit')}
          </Button>
        </Form.Item>
      </Form>

      <DraggableModal
        open={pending !== null}
        title={t('confirm.title')}
        okText={t('confirm.ok')}
        cancelText={t('confirm.cancel')}
        confirmLoading={sending}
        mask={{ closable: !sending }}
        closable={!sending}
        cancelButtonProps={{ disabled: sending }}
        onOk={() => pending && send(pending)}
        onCancel={() => !sending && setPending(null)}
        destroyOnHidden
      >
        <p className={styles.confirmIntro}>{t('confirm.intro')}</p>
        <dl className={styles.summary}>
          {summary.map(({ key, value }) => (
            <div key={key} className={styles.summaryRow}>
              <dt>{t(`confirm.labels.${key}`)}</dt>
              <dd>{value && String(value).trim() ? value : t('confirm.none')}</dd>
            </div>
          ))}
        </dl>
      </DraggableModal>
    </ConfigProvider>
  );
}
