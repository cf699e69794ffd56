-- The seeded fee ad reads the marketplace's fee from the chain: the api puts the contract's
-- listingFee in place of {fee} (modules/ads). An ad an operator has reworded is left as it is.
UPDATE ads SET "text" = 'Fees stay at {fee}% of the price. No hidden costs.'
WHERE "text" = 'Fees stay at 3% of the price. No hidden costs.';
