import { useId } from "react";
import { useTranslation } from "react-i18next";
import { SEARCH_ORDERS, TERM_MAX, type SearchOrder } from "~/shared/video-search";
import { Choice, ChoiceGroup } from "~/ui/choice-group";
import styles from "./watch.module.css";

const ORDER_KEYS: Record<SearchOrder, string> = {
  date: "Order date",
  viewCount: "Order viewCount",
  rating: "Order rating",
};

interface Props {
  term: string;
  order: SearchOrder;
  onTermChange(term: string): void;
  onOrderChange(order: string): void;
  onSearch(): void;
}

/**
 * The term field and the order choice, the browser's own (ui/choice-group.tsx says why). Without JavaScript the form is
 * a plain GET the loader answers.
 */
export function SearchForm({ term, order, onTermChange, onOrderChange, onSearch }: Props) {
  const { t } = useTranslation();
  const termId = useId();
  // Escape or the × empties the field and shows the whole list again.
  const clear = () => {
    onTermChange("");
    onSearch();
  };
  return (
    <form
      role="search"
      className={styles.search}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <div className={styles.termRow}>
        <div className={styles.searchField}>
          <label htmlFor={termId} className="visually-hidden">
            {t("Watch Search Label")}
          </label>
          <input
            id={termId}
            type="search"
            name="term"
            className={styles.termInput}
            placeholder={t("Watch Search Label")}
            value={term}
            maxLength={TERM_MAX}
            onChange={(event) => onTermChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== "Escape" || !term) return;
              event.preventDefault();
              clear();
            }}
          />
          {term && (
            <button type="button" className={styles.clear} aria-label={t("Watch Clear Search")} onClick={clear}>
              ×
            </button>
          )}
        </div>
        <button type="submit" className="button">
          {t("Watch Search")}
        </button>
      </div>
      <ChoiceGroup
        className={styles.orders}
        name="order"
        value={order}
        onChange={onOrderChange}
        label={t("Watch Sort By")}
        labelClassName={styles.ordersLabel}
      >
        <div className={styles.orderChoices}>
          {SEARCH_ORDERS.map((value) => (
            <Choice key={value} value={value} className={styles.order}>
              {t(ORDER_KEYS[value])}
            </Choice>
          ))}
        </div>
      </ChoiceGroup>
    </form>
  );
}
