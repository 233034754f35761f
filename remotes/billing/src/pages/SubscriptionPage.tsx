export default function SubscriptionPage() {
  return (
    <section className="dp-container">
      <h1>Upgrade</h1>
    </section>
  );
}
