import type { CardFace } from '@portal/domain/cards/schemas';
import { useTranslation } from 'react-i18next';
import { CardBarcode } from './card-barcode';
import { formatDay } from './format-day';
import classes from './card-face.module.css';
import '../english';

function Field({ label, value, big = false }: { label: string; value: string | null | undefined; big?: boolean }) {
  if (!value) return null;
  return (
    <>
      <span className={classes.label}>{label}</span>
      <bdi className={big ? `${classes.value} ${classes.name}` : classes.value}>{value}</bdi>
    </>
  );
}

/** The front of a card as printed: institution, photo and the holder's details (the pass: its route and stop). */
export function CardFront({ card, photoUrl }: { card: CardFace; photoUrl: string }) {
  const { t } = useTranslation();
  const pass = card.kind === 'transport-pass';
  return (
    <section className={classes.card} aria-label={t('digitalCard.cardFront')} data-testid={`${card.kind}-front`}>
      <div className={classes.band}>
        <div className={classes.institution}>{card.institution}</div>
        <div className={classes.kind}>{pass ? t('digitalCard.transportPass') : t('digitalCard.idCard')}</div>
      </div>
      <div className={classes.body}>
        <img className={classes.photo} src={photoUrl} alt={t('digitalCard.photo')} />
        <div className={classes.fields}>
          <Field label={t('digitalCard.name')} value={card.name} big />
          {pass ? null : <Field label={t('digitalCard.fatherName')} value={card.fatherName} />}
          <Field label={t('digitalCard.rollNo')} value={card.rollNo} />
          {pass ? (
            <>
              <Field label={t('digitalCard.route')} value={card.route} />
              <Field label={t('digitalCard.stop')} value={card.stop} />
              <Field label={t('digitalCard.passNo')} value={card.passNo ?? card.serial} />
            </>
          ) : (
            <>
              <Field label={t('digitalCard.programme')} value={card.programme} />
              <Field label={t('digitalCard.session')} value={card.session} />
              <Field label={t('digitalCard.bloodGroup')} value={card.bloodGroup} />
            </>
          )}
          <Field label={t('digitalCard.validUntil')} value={formatDay(card.validUntil)} />
        </div>
      </div>
    </section>
  );
}

/**
 * The back of an ID card as printed: contact, address, RF ID, card number and the roll number's Code 128
 * barcode; its QR is shown enlarged below the card on the phone. Only its owner sees it (the verifier never shows contact or address).
 */
export function CardBack({ card }: { card: CardFace }) {
  const { t } = useTranslation();
  return (
    <section className={classes.card} aria-label={t('digitalCard.cardBack')} data-testid={`${card.kind}-back`}>
      <div className={classes.back}>
        <div className={classes.fields}>
          <Field label={t('digitalCard.contact')} value={card.contact} />
          <Field label={t('digitalCard.address')} value={card.address} />
          <Field label={t('digitalCard.rfId')} value={card.rfId} />
          <Field label={t('digitalCard.cardNo')} value={card.serial} />
        </div>
        <CardBarcode value={card.rollNo} label={`${t('digitalCard.rollNo')}: ${card.rollNo}`} />
      </div>
    </section>
  );
}
