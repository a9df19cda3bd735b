// A value or the reason there is none; the core returns these, the UI decides how to show errors.
#pragma once

#include <QString>

#include <optional>
#include <utility>

namespace mt {

template<typename T>
class Result
{
public:
    Result(T value) : m_value(std::move(value)) {} // NOLINT(google-explicit-constructor)
    static Result failure(QString reason)
    {
        Result r;
        r.m_error = std::move(reason);
        return r;
    }
    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    const T &value() const & { return *m_value; }
    T &value() & { return *m_value; }
    T &&value() && { return std::move(*m_value); }
    const T *operator->() const { return &*m_value; }
    T *operator->() { return &*m_value; }
    const QString &error() const { return m_error; }

private:
    Result() = default;
    std::optional<T> m_value;
    QString m_error;
};

} // namespace mt
