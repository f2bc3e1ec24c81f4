import { FormattedMessage } from 'react-intl';

/** The four service-quality dials of spec section 1, with their fixed ratios. */
const DIALS = [
  { ratio: 60, label: 'home.dialDeposit', unit: 'home.unitSeconds' },
  { ratio: 80, label: 'home.dialPayments', unit: 'home.unitPartners' },
  { ratio: 90, label: 'home.dialWithdrawal', unit: 'home.unitSeconds' },
  { ratio: 32, label: 'home.dialProviders', unit: 'home.unitPartners' },
] as const;

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function ServiceDials() {
  return (
    <section className="home-section service-dials">
      <header className="home-section__head">
        <h2>
          <FormattedMessage id="home.serviceTitle" />
        </h2>
        <p>
          <FormattedMessage id="home.serviceLead" />
        </p>
      </header>
      <div className="service-dials__grid">
        {DIALS.map((dial) => (
          <figure className="service-dial" key={dial.label} data-ratio={dial.ratio}>
            <svg viewBox="0 0 120 120" aria-hidden="true">
              <circle cx="60" cy="60" r={RADIUS} className="service-dial__track" />
              <circle
                cx="60"
                cy="60"
                r={RADIUS}
                className="service-dial__value"
                strokeDasharray={`${(CIRCUMFERENCE * dial.ratio) / 100} ${CIRCUMFERENCE}`}
              />
            </svg>
            <div className="service-dial__number">
              <strong>{dial.ratio}</strong>
              <span>
                <FormattedMessage id={dial.unit} />
              </span>
            </div>
            <figcaption>
              <FormattedMessage id={dial.label} />
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
